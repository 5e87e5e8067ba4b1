// A player's private screen: the hand (strategic and event cards, our own art and words) and the
// secret steps: the obligatory event card, Marischio's carnival swap, and the battle cards each
// side chooses in secret (the defender also declares AA infantry and Colle ameno here, so its
// whole choice is one private step). Every secret step has one shape for every seat: the task,
// the battle if one is under way, the hand in a box of fixed height, the choices in as many
// places as the public hand size allows (the empty ones plainly empty), one confirm.
import { useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { PrivateProps } from '../../types.ts';
import { Button } from '../../../ui/Button.tsx';
import { useAct } from '../../../ui/useAct.ts';
import { sameMove, useHint } from '../../../ui/hint.ts';
import { CARD_BY_KIND, EVENT_KINDS, STRATEGIC_KINDS } from '../content/index.ts';
import type { FabMove, FabView } from '../rules/types.ts';
import { DefenderDeclarations, SideUnits } from './Battle.tsx';
import { CardFace, cardName, placeName } from './parts.tsx';
import './fab.css';
import './fab-stages.css';

type CardsMove = Extract<FabMove, { type: 'cards' }>;

const label = (m: FabMove): string => {
  switch (m.type) {
    case 'swap':
      return m.card === null ? t('fabrisiko.ui.private.noSwap') : cardName(m.card);
    case 'event':
      return cardName(m.card);
    case 'cards':
      // Every combination listed is none, one card, or one of each playable kind together.
      return m.cards.length === 0 ? t('fabrisiko.ui.private.noCards') : m.cards.length === 1 ? cardName(m.cards[0]) : t('fabrisiko.ui.private.allCards', { n: m.cards.length });
    default:
      return '';
  }
};

/** The strategic kinds a side may play (the rest belong to the other side). */
const sideKinds = (side: 'attacker' | 'defender'): number => STRATEGIC_KINDS.filter((k) => ['either', side].includes(CARD_BY_KIND[k].playedBy ?? 'either')).length;

/**
 * How many choices a secret step can list at most, from what every seat knows (the size of the
 * hand, the events already played this global turn): the screen keeps that many places whatever
 * the cards, so a hand with one choice and a hand with four look alike. Battle cards: none, each
 * playable kind alone, and all of them together.
 */
export function choiceSlots(kind: string, view: FabView, seat: number): number {
  const held = view.handSizes[seat] ?? 0;
  const battle = (kinds: number) => {
    const singles = Math.min(held, kinds);
    return 1 + singles + (singles > 1 ? 1 : 0);
  };
  switch (kind) {
    case 'fabrisiko.step.swap':
      return held + 1;
    case 'fabrisiko.step.event':
      return Math.max(1, Math.min(held, EVENT_KINDS.filter((k) => !(CARD_BY_KIND[k].limit === 'onceGlobalTurn' && view.eventsThisGlobal.includes(k))).length));
    case 'fabrisiko.step.battle.attackCards':
      return battle(sideKinds('attacker'));
    case 'fabrisiko.step.battle.defendCards':
      return battle(sideKinds('defender'));
    default:
      return 0;
  }
}

export function FabPrivate({ view, seat, seats, decision, moves: legal, onMove }: PrivateProps<FabView, FabMove>) {
  const { act, busy } = useAct(onMove, { holdAfterSuccess: true });
  // "Cosa farebbe Passamano?" (asked on this private screen only): the app's choice is marked;
  // a defender's cards are compared alone (its AA infantry and Colle are declared beside them).
  const hint = useHint<FabMove>();
  const hinted = (m: FabMove) => sameMove(hint, m) || (hint?.type === 'cards' && m.type === 'cards' && JSON.stringify(hint.cards) === JSON.stringify(m.cards));
  // The seat's legal moves come with its view; the Tournament's time-up is the table's clock's.
  const moves = decision ? legal.filter((m) => m.type !== 'timeUp') : [];
  const kind = decision?.kind ?? '';
  const defending = kind === 'fabrisiko.step.battle.defendCards';
  // The defender's choice is cards x AA infantry x Colle ameno: one list of card choices and two toggles.
  const cardChoices = defending ? dedupe((moves as CardsMove[]).map((m) => m.cards)) : [];
  const [chosen, setChosen] = useState(0);
  const [aa, setAa] = useState(0);
  const [colle, setColle] = useState(false);
  const options: FabMove[] = defending ? cardChoices.map((cards) => ({ type: 'cards', cards, aa, colle })) : moves;
  const pick = Math.min(chosen, Math.max(0, options.length - 1));
  const b = view.battle;
  const task = !decision
    ? t('fabrisiko.ui.private.look')
    : kind === 'fabrisiko.step.event'
      ? t('fabrisiko.ui.private.event')
      : kind === 'fabrisiko.step.swap'
        ? t('fabrisiko.ui.private.swap')
        : kind === 'fabrisiko.step.battle.attackCards'
          ? t('fabrisiko.ui.private.attack', { at: placeName(b?.at ?? 0) })
          : t('fabrisiko.ui.private.defend', { at: placeName(b?.at ?? 0) });
  const hand = view.hand ?? [];
  const slots = Math.max(options.length, choiceSlots(kind, view, seat));
  return (
    <div class="fab fab-private stack" data-testid="fab-private">
      <section class="fab-task" data-testid="private-task">
        <strong>{task}</strong>
      </section>
      {b && decision && (
        <div class="fab-sides">
          <SideUnits b={b} side="a" seats={seats} />
          <SideUnits b={b} side="d" seats={seats} />
        </div>
      )}
      <section class="panel stack" data-testid="private-hand">
        <h3 id="fab-hand-title">{t('fabrisiko.ui.private.hand')}</h3>
        {/* It scrolls on its own (one height for every seat): reachable from the keyboard. */}
        <div class="fab-hand" data-testid="hand" tabIndex={0} role="region" aria-labelledby="fab-hand-title">
          {hand.length === 0 && <p class="muted">{t('fabrisiko.ui.private.empty')}</p>}
          {hand.map((id) => (
            <CardFace key={id} id={id} />
          ))}
        </div>
      </section>
      {decision && (
        <section class="panel stack" data-testid="private-choices">
          <div class="fab-choices" role="radiogroup" aria-label={task}>
            {Array.from({ length: slots }, (_, i) => {
              const m = options[i];
              if (!m) return <span key={i} class="fab-slot fab-slot-empty" aria-hidden="true" />;
              const all = m.type === 'cards' && m.cards.length > 1 ? m.cards.map(cardName).join(' + ') : undefined;
              return (
                <Button key={i} class="fab-slot" role="radio" aria-checked={i === pick} title={all} data-testid={`choice-${i}`} onClick={() => setChosen(i)} {...(hinted(m) ? { 'data-hint': 'true' as const } : {})}>
                  <span class="fab-slot-text">{label(m)}</span>
                </Button>
              );
            })}
          </div>
          {defending && <DefenderDeclarations options={moves as CardsMove[]} aa={aa} colle={colle} onAa={setAa} onColle={setColle} />}
          <Button variant="primary" big block disabled={busy || options.length === 0} data-testid="private-confirm" onClick={() => act(options[pick])}>
            {t('fabrisiko.ui.private.play')}
          </Button>
        </section>
      )}
    </div>
  );
}

function dedupe(lists: readonly string[][]): string[][] {
  const seen = new Set<string>();
  return lists.filter((l) => {
    const k = l.join(',');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
