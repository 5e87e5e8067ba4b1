// Scenario Antifascista on screen: the wizard's rally place and extra hands, the dice for the
// POC's dissidents in the decision of the moment (with the last one's result), and the
// scenario's items in the status panel (the rally's state, the schedule of the return).
import { t } from '../../../i18n/index.ts';
import { PendingRoll, RollTray } from '../../../ui/Dice.tsx';
import { Button } from '../../../ui/Button.tsx';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { CITY } from '../content/city/index.ts';
import type { CityMap } from '../content/map-types.ts';
import { scenarioIn } from '../content/scenarios/index.ts';
import { handsOf, safeDue } from '../rules/antifascista.ts';
import { HANDS } from '../content/schedule.ts';
import type { CorteoMove, CorteoOptions, CorteoView } from '../rules.ts';
import { diceWords } from './Dice.tsx';
import { placeName, unitName } from './model.ts';

/** The wizard: where the rally is held (the extra hands are agreed in the game: ProlongChoice). */
export function AntifascistaOptions({ options: o, onChange }: { options: CorteoOptions; onChange: (o: CorteoOptions) => void }) {
  const rally = scenarioIn(o)?.rally;
  if (!rally) return null;
  const chosen = o.rallyPlace ?? rally.places[0].place;
  return (
    <>
      <div class="field" role="group" aria-label={t('corteo.ui.options.rallyPlace')}>
        <span>{t('corteo.ui.options.rallyPlace')}</span>
        <div class="segmented" style="flex-wrap:wrap">
          {rally.places.map((p) => (
            <Button key={p.place} aria-pressed={chosen === p.place} data-testid={`rally-${p.place}`} onClick={() => onChange({ ...o, rallyPlace: p.place })}>
              {CITY.places.find((x) => x.id === p.place)?.name ?? p.place}
            </Button>
          ))}
        </div>
        <p class="small muted" style="margin:0">{t('corteo.ui.options.rallyPlaceHint')}</p>
      </div>
      {rally.prolong && <p class="small muted" style="margin:0" data-testid="prolong-hint">{t('corteo.ui.options.prolongHint')}</p>}
    </>
  );
}

/** The end of hand 8: propose more hands (or none), or answer the other side's offer. */
export function ProlongChoice({ view, moves, play, busy }: { view: CorteoView; moves: readonly CorteoMove[]; play: (m: CorteoMove) => void; busy: boolean }) {
  const hint = useHint<CorteoMove>();
  const offer = view.scen?.prolong?.hands;
  const now = handsOf(view, HANDS);
  if (offer) {
    return (
      <div class="stack" data-testid="prolong-answer">
        <p class="co-oddsline">{t(`corteo.ui.prolong.offer.${view.side === 'corteo' ? 'potere' : 'corteo'}`, { n: offer, now, last: now + offer })}</p>
        <div class="co-actions">
          <Button disabled={busy} data-testid="prolong-refuse" onClick={() => play({ type: 'agree', yes: false })} {...hintMark(hint, { type: 'agree', yes: false })}>{t('corteo.ui.prolong.refuse')}</Button>
          <Button variant="primary" disabled={busy} data-testid="prolong-accept" onClick={() => play({ type: 'agree', yes: true })} {...hintMark(hint, { type: 'agree', yes: true })}>{t('corteo.ui.prolong.accept')}</Button>
        </div>
      </div>
    );
  }
  const offers = moves.filter((m): m is Extract<CorteoMove, { type: 'prolong' }> => m.type === 'prolong');
  return (
    <div class="stack" data-testid="prolong-propose">
      <p class="small co-hint">{t('corteo.ui.prolong.hint', { last: now })}</p>
      <div class="co-choices co-prolong">
        {offers.map((m) => (
          <Button key={m.hands} disabled={busy} data-testid={`prolong-${m.hands}`} onClick={() => play(m)} {...hintMark(hint, m)}>{t('corteo.ui.prolong.more', { n: m.hands })}</Button>
        ))}
      </div>
      <div class="co-actions">
        <Button variant="primary" disabled={busy} data-testid="prolong-pass" onClick={() => play({ type: 'done' })} {...hintMark(hint, { type: 'done' })}>{t('corteo.ui.prolong.pass')}</Button>
      </div>
    </div>
  );
}

type Activate = Extract<CorteoMove, { type: 'activate' }>;

/** The dice for the dissidents in a head unit's ZOC, and the last one rolled this hand. */
export function DissidentRolls({ view, moves, city, play, busy }: { view: CorteoView; moves: readonly CorteoMove[]; city: CityMap; play: (m: CorteoMove) => void; busy: boolean }) {
  const hint = useHint<CorteoMove>();
  const rolls = moves.filter((m): m is Activate => m.type === 'activate');
  const units = [...new Set(rolls.map((m) => m.unit))];
  const last = lastActivation(view);
  if (!units.length && !last) return null;
  const physical = Boolean(view.options.physicalDice);
  return (
    <div class="stack co-dissidents" data-testid="co-dissidents">
      {last && (
        <RollTray
          class="co-roll"
          seq={last.seq}
          rerolls={0}
          heading={<h3 class="co-h">{t('corteo.ui.scenario.dissident')}</h3>}
          dice={[{ role: 'dissident', name: unitName(last.unit), detail: '', tag: null, value: last.value, effect: last.text, canReroll: false, rerolled: 0 }]}
          result={last.text}
          hint={null}
          physical={physical}
          words={diceWords()}
          onReroll={() => undefined}
        />
      )}
      {units.length > 0 && <p class="small co-hint">{t('corteo.ui.scenario.activateHint')}</p>}
      {/* One die at a time, so the rest of the decision stays on a phone's screen. */}
      {units.slice(0, 1).map((unit) => (
        <div key={unit} class="stack" data-testid={`activate-${unit}`}>
          <span class="small">{t('corteo.ui.scenario.activate', { unit: `${unitName(unit)} \u00b7 ${placeName(city, view.scen?.dormant?.[unit] ?? '')}` })}</span>
          <PendingRoll
            key={`dissident-${unit}`}
            dice={[{ role: 'dissident', name: t('corteo.ui.die'), detail: unitName(unit), tag: null }]}
            physical={physical}
            disabled={busy}
            words={diceWords()}
            onRoll={(faces) => play({ type: 'activate', unit, ...(faces ? { faces } : {}) })}
            hinted={hint?.type === 'activate' && hint.unit === unit}
          />
        </div>
      ))}
    </div>
  );
}

/** The last dissident's die of this hand, with what it did. */
function lastActivation(view: CorteoView): { unit: string; value: number; text: string; seq: number } | null {
  let seq = 0;
  let found: { unit: string; value: number; text: string; seq: number } | null = null;
  let hand = 0;
  for (const e of view.log) {
    if (e.key === 'corteo.log.hand') hand = Number(e.params?.hand ?? 0);
    if (e.key !== 'corteo.log.dissidentActive' && e.key !== 'corteo.log.dissidentStays') continue;
    seq++;
    const active = e.key === 'corteo.log.dissidentActive';
    found = hand === view.hand ? { unit: String(e.params?.unit), value: Number(e.params?.value), text: t(active ? 'corteo.ui.scenario.activated' : 'corteo.ui.scenario.noEffect'), seq } : null;
  }
  return found;
}

/** The status panel's items: the rally whole or dissolved, where its pieces are, what this hand asks. */
export function AntifascistaStatus({ view }: { view: CorteoView }) {
  const scen = view.scen;
  if (!scen || !scenarioIn(view.options)?.rally) return null;
  const count = (rest?: 'clinic' | 'safe') => scen.pieces.filter((p) => p.rest === rest).length;
  const due = safeDue(view, view.hand);
  const dormant = Object.keys(scen.dormant ?? {}).length;
  return (
    <>
      <p style="margin:0" data-testid="co-rally-state">
        {scen.dissolved === undefined ? t('corteo.ui.scenario.rallyWhole') : t('corteo.ui.scenario.rallyDissolved', { hand: scen.dissolved })}
      </p>
      <p style="margin:0" data-testid="co-rally-count">{t('corteo.ui.scenario.rallyCount', { live: count(), clinic: count('clinic'), safe: count('safe') })}</p>
      {due !== null && <p style="margin:0" data-testid="co-rally-due">{t('corteo.ui.scenario.rallyDue', { n: due })}</p>}
      {scen.extra ? <p style="margin:0" data-testid="co-extra-hands">{t('corteo.ui.scenario.extra', { n: scen.extra, last: handsOf(view, HANDS) })}</p> : null}
      {dormant > 0 && <p style="margin:0" data-testid="co-dormant">{t('corteo.ui.scenario.dormant', { n: dormant })}</p>}
    </>
  );
}
