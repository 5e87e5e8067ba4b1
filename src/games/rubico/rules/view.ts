// The views: what the table and each seat may see. Anything a viewer may not know is absent,
// not flagged: face-down cards have no identity in the table view, a seat's view adds only its
// own role, power card, cards, Roma peeks and (blue at 5 and 7 players) the other blues. When
// the game is over, `final` shows everything.
import type { PendingDecision, Seat, Viewer } from '../../../engine/types.ts';
import { SENATE_CARDS } from '../content.ts';
import { cardRef } from './cards.ts';
import { actor, stageOf } from './context.ts';
import { heldPower } from './powers.ts';
import { activeEffects, outcome } from './reveal.ts';
import { TRACKS } from './track.ts';
import { needNow, takenCount } from './turn.ts';
import type {
  FinalReveal,
  HandCardView,
  PeekView,
  RowView,
  RubicoState,
  RubicoView,
  SeatSecrets,
  SenateSlotView,
} from './types.ts';

/** Legions on the face-up Senate cards (a jolly counts for both). */
function legionCounts(s: RubicoState): { I: number; XV: number } {
  let I = 0;
  let XV = 0;
  for (let p = 0; p < s.senateUp; p++) {
    const l = SENATE_CARDS[s.senate[p]].legions;
    for (const x of l) {
      if (x === 'I') I++;
      else XV++;
    }
  }
  return { I, XV };
}

function rowsView(s: RubicoState): RowView[] {
  const rows: RowView[] = [];
  for (let seat = 0; seat < s.n; seat++) {
    const h = s.hands[seat];
    const gone: number[] = [];
    h.forEach((c, i) => {
      if (c === -1) gone.push(i);
    });
    rows.push({
      seat,
      count: h.length,
      placed: s.placed[seat],
      suggested: s.placed[seat] && h.length > 0 ? 0 : null,
      covered: s.covered[seat] >= 0 ? s.covered[seat] : null,
      taken: s.taken[seat].slice(),
      forced: s.forced[seat].slice(),
      gone,
    });
  }
  return rows;
}

function senateView(s: RubicoState): SenateSlotView[] {
  return s.senate.map((idx, pos) => {
    if (pos >= s.senateUp) return { pos, faceUp: false };
    const c = SENATE_CARDS[idx];
    return {
      pos,
      faceUp: true,
      id: c.id,
      effect: c.effect,
      legions: c.legions.slice(),
      turn: s.senateTurn[pos],
      active: s.active.includes(pos) && stageOf(s) !== 'endTurn' && stageOf(s) !== 'over',
    };
  });
}

function finalReveal(s: RubicoState): FinalReveal {
  return {
    roles: s.roles.slice(),
    powers: s.powers.slice(),
    hands: s.hands.map((h) => h.map((c) => (c === -1 ? null : cardRef(c)))),
    deck: s.deck.map(cardRef),
    discardedUnseen: s.discard.map(cardRef),
    senate: s.senate.map((idx, pos) => {
      const c = SENATE_CARDS[idx];
      return { pos, id: c.id, effect: c.effect, legions: c.legions.slice() };
    }),
  };
}

function peekView(p: RubicoState['peeks'][number]): PeekView {
  return { turn: p.turn, seat: p.seat, slot: p.slot, card: cardRef(p.card) };
}

function secrets(s: RubicoState, seat: Seat): SeatSecrets {
  const h = s.hands[seat];
  const hand: HandCardView[] = [];
  h.forEach((c, slot) => {
    if (c === -1) return;
    hand.push({
      ...cardRef(c),
      slot,
      taken: s.taken[seat].includes(slot),
      forced: s.forced[seat].includes(slot),
      covered: s.covered[seat] === slot,
    });
  });
  const recognition = s.n === 5 || s.n === 7;
  let allies: Seat[] | null = null;
  if (recognition && s.roles[seat] === 'blue') {
    allies = [];
    s.roles.forEach((r, i) => {
      if (r === 'blue' && i !== seat) (allies as Seat[]).push(i);
    });
  }
  const mine = s.peeks.filter((p) => p.by === seat);
  const last = mine[mine.length - 1];
  return {
    seat,
    role: s.roles[seat],
    power: heldPower(s, seat),
    hand,
    recognitionHappened: recognition,
    allies,
    pendingPeek: stageOf(s) === 'peek' && actor(s) === seat && last ? peekView(last) : null,
    peeks: mine.map(peekView),
  };
}

/**
 * What `viewer` may know: the table view has no seat's secrets; a seat's view adds its own (`me`).
 * `decision` is the rules' decision for `s` (derived from the step table in rules.ts).
 */
export function view(s: RubicoState, viewer: Viewer, decision: PendingDecision | null): RubicoView {
  const effects = activeEffects(s);
  const step = stageOf(s);
  const running = step !== 'endTurn' && step !== 'over' && s.turn > 0;
  const v: RubicoView = {
    viewer,
    playerCount: s.n,
    turn: s.turn,
    step,
    decision,
    centurion: s.centurion,
    track: TRACKS[s.n].cells.map((c) => ({ ...c })),
    caesar: s.pos,
    need: s.need,
    needNow: s.turn > 0 ? needNow(s) : 0,
    takenCount: takenCount(s),
    rows: rowsView(s),
    senate: senateView(s),
    senateFaceDown: s.senate.length - s.senateUp,
    legionCounts: legionCounts(s),
    activeEffects: {
      senate: running ? effects : [],
      vesta: s.vesta,
      iuno: s.iuno,
      next: s.flipped.map((p) => SENATE_CARDS[s.senate[p]].effect),
    },
    seats: s.roles.map((_, seat) => {
      const u = s.usedPowers.find((p) => p.seat === seat);
      return { seat, holdsPower: heldPower(s, seat) !== null, used: u ? u.card : null };
    }),
    usedPowers: s.usedPowers.map((u) => ({ ...u })),
    lastReveal: s.lastReveal,
    deckCount: s.deck.length,
    log: s.log.slice(),
    outcome: outcome(s),
    final: step === 'over' ? finalReveal(s) : null,
    me: null,
  };
  if (viewer !== 'table') {
    if (!Number.isInteger(viewer) || viewer < 0 || viewer >= s.n) throw new RangeError(`no seat ${String(viewer)}`);
    v.me = secrets(s, viewer);
  }
  return v;
}
