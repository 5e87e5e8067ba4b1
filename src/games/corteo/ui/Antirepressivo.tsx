// Scenario Antirepressivo on screen: which corteo player is to act, the trial in the status
// panel (the strategy, the defendants, what the verdict still needs, each corteo player's
// points), the decision's own buttons (strategy b, the helicopter, the verdict's dice) and each
// corteo player's result at the end.
import { t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { DiceOption } from './DiceOption.tsx';
import { ScenarioChoice } from './ScenarioChoice.tsx';
import { PendingRoll } from '../../../ui/Dice.tsx';
import type { CorteoMove, CorteoView } from '../rules.ts';
import { sentenceStanding, trialOf } from '../rules/antirepressivo.ts';
import type { CorteoOptions } from '../rules.ts';
import { diceWords } from './Dice.tsx';
import { unitName } from './model.ts';

/** The wizard with three players: the Antirepressivo chosen among the scenarios (another one brings back two seats); the dice are still a choice. */
export function AntirepressivoOptions({ options: o, onChange }: { options: CorteoOptions; onChange: (o: CorteoOptions) => void }) {
  return (
    <div class="stack">
      <ScenarioChoice options={o} onChange={onChange} />
      <DiceOption options={o} onChange={onChange} />
      <p class="small muted" style="margin:0" data-testid="co-sides-three">{t('corteo.ui.options.sidesThree')}</p>
    </div>
  );
}

/** "Destra" or "Sinistra" for a deciding seat of the corteo (with two seats, the player acting now). */
export function blocOfSeat(view: CorteoView, seat: number): 'destra' | 'sinistra' | null {
  const b = view.scen?.blocs;
  if (!b || seat === 1) return null;
  if (view.step === 'verdict') return 'destra';
  return b.seats === 3 ? (seat === 2 ? 'sinistra' : 'destra') : b.active;
}

/** The status panel's items: the strategy, the defendants, what the verdict needs, each player's points. */
export function AntirepressivoStatus({ view }: { view: CorteoView }) {
  const b = view.scen?.blocs;
  if (!b) return null;
  const count = (x: string) => Object.values(b.defendants).filter((d) => d === x).length;
  const st = sentenceStanding(view);
  return (
    <>
      <p style="margin:0" data-testid="co-trial-strategy">{t(`corteo.ui.trial.strategy.${b.strategy}`)}</p>
      <p style="margin:0" data-testid="co-trial-defendants">
        {t('corteo.ui.trial.defendants', { trial: count('trial'), free: count('force') + count('sentence'), flown: count('flown') })}
      </p>
      {st && b.strategy === 'sentence' && (
        <p style="margin:0" data-testid="co-trial-sentence">{t('corteo.ui.trial.sentence', { arrests: st.arrests, cap: st.cap, objectives: st.objectives, need: st.need, square: st.square, needSquare: st.needSquare })}</p>
      )}
      <p style="margin:0" data-testid="co-bloc-points">{t('corteo.ui.trial.points', { destra: b.points.destra, sinistra: b.points.sinistra })}</p>
    </>
  );
}

/** The decision's own buttons: strategy b for the corteo, the helicopter for the potere, the verdict's dice. */
export function TrialDecision({ view, moves, play, busy }: { view: CorteoView; moves: readonly CorteoMove[]; play: (m: CorteoMove) => void; busy: boolean }) {
  const hint = useHint<CorteoMove>();
  const b = view.scen?.blocs;
  if (!b) return null;
  if (view.step === 'verdict') {
    const t0 = trialOf(view);
    const next = t0?.defendants[(b.verdict ?? []).length];
    if (!next) return null;
    return (
      <div class="stack" data-testid="co-verdict">
        <p class="small co-hint">{t('corteo.ui.trial.verdictHint')}</p>
        <PendingRoll
          key={`verdict-${next}`}
          dice={[{ role: 'verdict', name: t('corteo.ui.die'), detail: unitName(next), tag: null }]}
          physical={Boolean(view.options.physicalDice)}
          disabled={busy}
          words={diceWords()}
          onRoll={(faces) => play({ type: 'roll', ...(faces ? { faces } : {}) })}
          hinted={hint?.type === 'roll'}
        />
      </div>
    );
  }
  const force = moves.find((m) => m.type === 'strategy');
  const fly = moves.find((m) => m.type === 'helicopter');
  if (!force && !fly) return null;
  return (
    <div class="stack">
      {force && (
        <>
          <Button disabled={busy} data-testid="strategy-force" onClick={() => play(force)} {...hintMark(hint, force)}>{t('corteo.ui.trial.goForce')}</Button>
          <p class="small muted" style="margin:0">{t('corteo.ui.trial.goForceHint')}</p>
        </>
      )}
      {fly && (
        <>
          <Button disabled={busy} data-testid="helicopter" onClick={() => play(fly)} {...hintMark(hint, fly)}>{t('corteo.ui.trial.fly')}</Button>
          <p class="small muted" style="margin:0">{t('corteo.ui.trial.flyHint')}</p>
        </>
      )}
    </div>
  );
}

/** Each corteo player's final and level on its own table. */
export function AntirepressivoEnd({ view }: { view: CorteoView }) {
  const r = view.scen?.blocs?.results;
  if (!r) return null;
  return (
    <dl class="co-facts" data-testid="co-end-blocs">
      {(['destra', 'sinistra'] as const).map((k) => (
        <div key={k}>
          <dt>{t(`corteo.ui.trial.bloc.${k}`)}</dt>
          <dd data-testid={`co-end-${k}`}>{r[k].final} · {t(r[k].level)}</dd>
        </div>
      ))}
    </dl>
  );
}
