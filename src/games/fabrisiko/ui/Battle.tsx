// The battle under way, on the table: both sides' units (with what each hits on, AA infantry and
// the units in the Perdite box), the strategic cards once shown, and the public decisions of the
// round by the player they belong to: the defender's AA infantry and Colle ameno when it has no
// card to hide, Tradimento's unit, the roll (the shared dice, or real dice entered), Melano's
// reroll, and the casualties. The dice show what each D10 did.
import { useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { SeatInfo } from '../../types.ts';
import { UNIT_KINDS } from '../content/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { MoreList } from '../../../ui/MoreList.tsx';
import { PendingRoll, RollTray, type DiceWords, type ShownDie, type WaitingDie } from '../../../ui/Dice.tsx';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { fireOf } from '../rules/battle.ts';
import type { Battle, FabMove, FabView, Fighter } from '../rules/types.ts';
import { UnitChip, cardName, lossText, pieceName, placeName } from './parts.tsx';
import { OddsNow } from './oddsLine.tsx';
import { RoundLines } from './Result.tsx';
import type { BattleReport } from './report.ts';
import { SeatDot } from '../../../ui/seat-marks.tsx';

type BattleView = NonNullable<FabView['battle']>;

export const diceWords = (): DiceWords => ({
  dieN: (n) => t('fabrisiko.ui.dice.die', { n }),
  dieValue: (n, v) => t('fabrisiko.ui.dice.value', { n, v }),
  rerollDie: (n, v) => t('fabrisiko.ui.dice.reroll', { n, v }),
  valueFor: (die, v) => t('fabrisiko.ui.dice.valueFor', { die, v }),
  rerollPick: (n) => t('fabrisiko.ui.dice.rerollPick', { n }),
  cancel: t('fabrisiko.ui.dice.cancel'),
  roll: (n) => t('fabrisiko.ui.dice.roll', { n }),
  enterValues: t('fabrisiko.ui.dice.enter'),
  confirmValues: t('fabrisiko.ui.dice.confirm'),
});

const fireAt = (b: BattleView, side: 'a' | 'd', u: Fighter): number => fireOf(b as unknown as Battle, side, u);

export function SideUnits({ b, side, seats }: { b: BattleView; side: 'a' | 'd'; seats: readonly SeatInfo[] }) {
  const seat = side === 'a' ? b.attacker : b.defender;
  const list = side === 'a' ? b.a : b.d;
  const color = seats[seat]?.color ?? '#777';
  const groups: { key: string; kind: Fighter['k'] | 'aaInf'; n: number; hit: number; fire: number }[] = [];
  for (const u of list) {
    const kind = u.aa ? 'aaInf' : u.k;
    const fire = fireAt(b, side, u);
    const key = `${kind}:${fire}`;
    let g = groups.find((x) => x.key === key);
    if (!g) groups.push((g = { key, kind, n: 0, hit: 0, fire }));
    g.n++;
    if (u.hit) g.hit++;
  }
  groups.sort((x, y) => UNIT_KINDS.indexOf(x.kind === 'aaInf' ? 'inf' : x.kind) - UNIT_KINDS.indexOf(y.kind === 'aaInf' ? 'inf' : y.kind));
  const cards = side === 'a' ? b.aCards : b.dCards;
  return (
    <div class="fab-side-units" style={{ '--seat': color }} data-testid={`battle-${side}`}>
      <div class="row">
        <SeatDot color={color} />
        <strong class="grow">{t(side === 'a' ? 'fabrisiko.ui.battle.attacker' : 'fabrisiko.ui.battle.defender', { name: seats[seat]?.name ?? '' })}</strong>
        <span class="small muted">{list.length}</span>
      </div>
      <div class="fab-chips">
        {groups.map((g) => (
          <UnitChip key={g.key} kind={g.kind} n={g.n} color={color} note={`\u2264${g.fire}${g.hit ? ` \u00b7 ${g.hit} \u2716` : ''}`} />
        ))}
      </div>
      {cards && (
        <p class={`small fab-side-cards${cards.length ? '' : ' fab-side-nocards'}`} style="margin:0">
          {t('fabrisiko.ui.battle.cards', { list: cards.length ? cards.map(cardName).join(', ') : t('fabrisiko.ui.battle.noCards') })}
        </p>
      )}
    </div>
  );
}

export function BattlePanel({
  view,
  seats,
  moves,
  act,
  busy,
  decides,
  report,
}: {
  view: FabView;
  seats: readonly SeatInfo[];
  moves: readonly FabMove[];
  act: (m: FabMove) => void;
  busy: boolean;
  /** A person decides this step on the table now. */
  decides: boolean;
  /** The battle as the log tells it (the volleys' losses). */
  report: BattleReport | null;
}) {
  const b = view.battle!;
  // "Cosa farebbe Passamano?": the die, the unit or the button of the app's choice is marked.
  const hint = useHint<FabMove>();
  const lastVolley = report?.volleys[report.volleys.length - 1];
  const choosingCards = b.stage === 'attackCards' || b.stage === 'defendCards';
  /** A roll still being settled (a reroll, the casualties) is shown on the tray. */
  const onTray = b.stage === 'reroll' || b.stage === 'losses';
  const physical = Boolean(view.options.physicalDice);
  const nameOf = (s: number) => seats[s]?.name ?? '';
  const firingSide = b.side;
  const firingSeat = firingSide === 'a' ? b.attacker : b.defender;
  const shooters = firingSide === 'a' ? b.a : b.d;
  // The roll on the tray: the firing side's while it rerolls or the other takes its losses; the
  // side that fired before otherwise.
  const rollSide: 'a' | 'd' = b.stage === 'reroll' || b.stage === 'losses' ? firingSide : firingSide === 'a' ? 'd' : 'a';
  const rollSeat = rollSide === 'a' ? b.attacker : b.defender;
  const hitsOf = (i: number) => b.roll[i] <= b.fire[i];
  const shown: ShownDie[] = b.roll.map((v, i) => ({
    role: 'battle',
    name: t('fabrisiko.ui.dice.die', { n: i + 1 }),
    detail: t('fabrisiko.ui.dice.fire', { v: b.fire[i] }),
    tag: null,
    dark: rollSide === 'd',
    value: v,
    effect: t(hitsOf(i) ? 'fabrisiko.ui.dice.hit' : 'fabrisiko.ui.dice.miss'),
    canReroll: decides && b.stage === 'reroll' && !hitsOf(i),
    rerolled: 0,
  }));
  const hitsTotal = b.hits.land + b.hits.any + b.hits.antiAir;
  const waiting: WaitingDie[] = shooters.map((u) => ({
    role: u.aa ? 'aaInf' : u.k,
    name: pieceName(u.aa ? 'aaInf' : u.k),
    detail: t('fabrisiko.ui.dice.fire', { v: fireAt(b, firingSide, u) }),
    tag: null,
    dark: firingSide === 'd',
  }));
  return (
    <section class="panel stack fab-battle-panel" data-testid="battle-panel" data-stage={b.stage}>
      <h3>{t('fabrisiko.ui.battle.title', { at: placeName(b.at), round: b.round })}</h3>
      {b.ridge && <p class="small muted" style="margin:0">{t('fabrisiko.ui.battle.ridge')}</p>}
      {b.stage === 'fire' && b.side === 'a' && <OddsNow battle={b} />}
      {/* The casualties to choose come first, under the title: on a phone's bar every choice is
          in its first screen, the two sides (what each has left) and the roll that caused them
          right under it; a list too long for the bar says how many more lie below. */}
      {decides && b.stage === 'losses' && (
        <div class="stack" data-testid="losses">
          <strong>{t('fabrisiko.ui.battle.losses', { name: nameOf(firingSide === 'a' ? b.defender : b.attacker), n: hitsTotal })}</strong>
          <MoreList class="stack fab-losses" inBar>
            {moves.filter((m): m is Extract<FabMove, { type: 'losses' }> => m.type === 'losses').map((m, i) => (
              <Button key={i} block disabled={busy} data-testid={`loss-${i}`} onClick={() => act(m)} {...hintMark(hint, m)}>
                {lossText(m.take)}
              </Button>
            ))}
          </MoreList>
        </div>
      )}
      <div class="fab-sides">
        <SideUnits b={b} side="a" seats={seats} />
        <SideUnits b={b} side="d" seats={seats} />
      </div>
      {/* The round so far, both sides' dice and what each volley cost the other side: the news
          before the next roll. While a roll waits for its reroll or its casualties, the tray
          shows it die by die and the lines tell the other side's volley of the round before it. */}
      {report && lastVolley && !choosingCards && <RoundLines report={report} seats={seats} skip={onTray ? lastVolley : undefined} />}
      {onTray && b.roll.length > 0 && (
        <RollTray
          seq={b.round * 2 + (rollSide === 'd' ? 1 : 0)}
          rerolls={0}
          dice={shown}
          result={t('fabrisiko.ui.battle.hits', { n: b.roll.filter((_, i) => hitsOf(i)).length })}
          heading={<strong class="small">{t('fabrisiko.ui.battle.lastRoll', { name: nameOf(rollSeat) })}</strong>}
          hint={b.stage === 'reroll' ? t('fabrisiko.ui.battle.rerollHint') : null}
          sides={10}
          physical={physical}
          words={diceWords()}
          onReroll={(die, value) => act(value === undefined ? { type: 'reroll', die } : { type: 'reroll', die, faces: [value] })}
          hintedDie={decides && hint?.type === 'reroll' ? hint.die : null}
        />
      )}
      {decides && b.stage === 'fire' && (
        <div class="stack tl-act" data-testid="fire">
          <strong>{t('fabrisiko.ui.battle.fires', { name: nameOf(firingSeat) })}</strong>
          <PendingRoll
            key={`${b.round}-${b.side}`}
            dice={waiting}
            sides={10}
            physical={physical}
            disabled={busy}
            words={diceWords()}
            onRoll={(values) => act(values ? { type: 'fire', faces: values } : { type: 'fire' })}
            hinted={hint?.type === 'fire'}
          />
        </div>
      )}
      {decides && b.stage === 'reroll' && (
        <div class="tl-act">
          <Button block disabled={busy} data-testid="no-reroll" onClick={() => act({ type: 'reroll', die: null })} {...hintMark(hint, { type: 'reroll', die: null })}>
            {t('fabrisiko.ui.battle.noReroll')}
          </Button>
        </div>
      )}
      {decides && b.stage === 'betray' && (
        <div class="stack" data-testid="betray">
          {moves.filter((m): m is Extract<FabMove, { type: 'betray' }> => m.type === 'betray').map((m) => (
            <Button key={m.kind} block disabled={busy} data-testid={`betray-${m.kind}`} onClick={() => act(m)} {...hintMark(hint, m)}>
              {pieceName(m.kind)}
            </Button>
          ))}
        </div>
      )}
      {decides && b.stage === 'defendCards' && <DefendPublic name={nameOf(b.defender)} moves={moves} act={act} busy={busy} />}
    </section>
  );
}

type CardsMove = Extract<FabMove, { type: 'cards' }>;

/**
 * The defender's declarations before a battle, as the legal `cards` moves allow them: how many
 * infantry go on AA duty, and Colle ameno. On the table when it has no card to hide, on its
 * private screen with its battle cards otherwise.
 */
export function DefenderDeclarations({ options, aa, colle, onAa, onColle }: { options: readonly CardsMove[]; aa: number; colle: boolean; onAa: (n: number) => void; onColle: (on: boolean) => void }) {
  const aas = [...new Set(options.map((m) => m.aa))];
  const colleOk = options.some((m) => m.colle);
  return (
    <>
      {aas.length > 1 && (
        <div class="segmented">
          {aas.map((n) => (
            <Button key={n} aria-pressed={aa === n} data-testid={`aa-${n}`} onClick={() => onAa(n)}>
              {t('fabrisiko.ui.battle.aa', { n })}
            </Button>
          ))}
        </div>
      )}
      {colleOk && (
        <Button aria-pressed={colle} data-testid="colle" onClick={() => onColle(!colle)}>
          {t('fabrisiko.ui.battle.colle')}
        </Button>
      )}
    </>
  );
}

/** The defender with no card to hide declares AA infantry and Colle ameno on the table. */
export function DefendPublic({ name, moves, act, busy }: { name: string; moves: readonly FabMove[]; act: (m: FabMove) => void; busy: boolean }) {
  const opts = moves.filter((m): m is CardsMove => m.type === 'cards' && m.cards.length === 0);
  const hint = useHint<FabMove>();
  const [aa, setAa] = useState(0);
  const [colle, setColle] = useState(false);
  return (
    <div class="stack" data-testid="defend-public">
      <strong>{t('fabrisiko.ui.battle.defendTitle', { name })}</strong>
      <DefenderDeclarations options={opts} aa={aa} colle={colle} onAa={setAa} onColle={setColle} />
      <div class="tl-act">
        <Button variant="primary" block disabled={busy} data-testid="defend-confirm" onClick={() => act({ type: 'cards', cards: [], aa, colle })} {...hintMark(hint, { type: 'cards', cards: [], aa, colle })}>
          {t('fabrisiko.ui.battle.confirm')}
        </Button>
      </div>
    </div>
  );
}
