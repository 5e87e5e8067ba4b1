// The reveal (rulebook phases d-f), the Centurion's move at the table. The taken and forced
// cards leave the rows, Senate effects add or discard a card, the pile is shuffled and revealed
// one card at a time, and then:
// - Giano copies the last non-Giano card revealed before it; a Giano revealed first has no
//   effect (`tallyReveal`);
// - Vesta cancels Giano, Pompeo, the Senate effects and Iuno's Pompeo; Iuno adds 2 red, 1 Pompeo;
// - Caesar marches red - blue cells and stops at the first Castrum he reaches; Roma wins for
//   the reds;
// - one Senate card is flipped per Pompeo, and one more for enough blue cards (2, or 1 at 3
//   players); four of one legion face up wins for the blues. Flipped cards act next turn.
// After the reveal the game is won, or the Centurion passes the card (turn.ts, `endTurn`).
import type { Outcome, Seat } from '../../../engine/types.ts';
import { SENATE_CARDS, SENATE_WIN, type Faction, type MarciaKind, type SenateEffect } from '../content.ts';
import { CARD_ID, CARD_KIND } from './cards.ts';
import { actor, type RubicoContext, type RubicoStepDef } from './context.ts';
import { TRACKS } from './track.ts';
import { DECISION_KINDS, type RevealedCard, type RubicoState } from './types.ts';

/** The Senate effects active this turn (flipped in the previous one), before Vesta. */
export function activeEffects(s: RubicoState): SenateEffect[] {
  return s.active.map((p) => SENATE_CARDS[s.senate[p]].effect);
}

export interface RevealTally {
  /** Per card, in order: its kind, what it counted as, and why not (see RevealedCard). */
  cards: { kind: MarciaKind; counts: MarciaKind | null; note: RevealedCard['note'] }[];
  /** Revealed cards by printed kind. */
  raw: Record<MarciaKind, number>;
  virtual: { red: number; blue: number; pompeo: number };
  red: number;
  blue: number;
  pompeo: number;
  /** max(0, red - blue). */
  steps: number;
  /** Senate cards to flip: one per Pompeo, one more for enough blue cards. */
  senateCalls: number;
}

/**
 * Counts a revealed sequence (phases d-f): Giano copies the last non-Giano card before it (a
 * leading Giano has no effect); Vesta cancels Giano, Pompeo, Senate effects and Iuno's Pompeo;
 * `effects` are the Senate effects active this turn (ignored under Vesta).
 */
export function tallyReveal(
  kinds: readonly MarciaKind[],
  opts: { n: number; vesta: boolean; effects: readonly SenateEffect[]; iuno: boolean },
): RevealTally {
  const cards: RevealTally['cards'] = [];
  const count: Record<MarciaKind, number> = { giano: 0, red: 0, blue: 0, pompeo: 0 };
  const raw: Record<MarciaKind, number> = { giano: 0, red: 0, blue: 0, pompeo: 0 };
  let previous: MarciaKind | null = null;
  for (const kind of kinds) {
    raw[kind]++;
    let counts: MarciaKind | null = kind;
    let note: RevealedCard['note'] = null;
    if (kind === 'giano') {
      if (opts.vesta) {
        counts = null;
        note = 'cancelled';
      } else if (previous === null) {
        counts = null;
        note = 'gianoFirst';
      } else counts = previous;
    } else {
      previous = kind;
      if (kind === 'pompeo' && opts.vesta) {
        counts = null;
        note = 'cancelled';
      }
    }
    if (counts !== null) count[counts]++;
    cards.push({ kind, counts, note });
  }
  const virtual = { red: 0, blue: 0, pompeo: 0 };
  if (!opts.vesta) {
    for (const e of opts.effects) {
      if (e === 'plusRed') virtual.red++;
      else if (e === 'plusBlue') virtual.blue++;
    }
  }
  if (opts.iuno) {
    virtual.red += 2;
    if (!opts.vesta) virtual.pompeo += 1;
  }
  const red = count.red + virtual.red;
  const blue = count.blue + virtual.blue;
  const pompeo = count.pompeo + virtual.pompeo;
  return {
    cards,
    raw,
    virtual,
    red,
    blue,
    pompeo,
    steps: red > blue ? red - blue : 0,
    senateCalls: pompeo + (blue >= (opts.n === 3 ? 1 : 2) ? 1 : 0),
  };
}

/** The reveal and its march or Senate; returns the winning faction, or null to play on. */
function reveal(c: RubicoContext): Faction | null {
  const s = c.s;
  const n = s.n;
  const rng = c.rng;
  const effects = s.vesta ? [] : activeEffects(s);
  // Gather the chosen cards, in seat and slot order; they leave the rows (-1 in their slots).
  const hands = s.hands.slice();
  let pile: number[] = [];
  for (let t = 0; t < n; t++) {
    const taken = s.taken[t];
    const forced = s.forced[t];
    if (taken.length === 0 && forced.length === 0) continue;
    const row = (hands[t] = hands[t].slice());
    for (const slot of taken) {
      pile.push(row[slot]);
      row[slot] = -1;
    }
    for (const slot of forced) {
      pile.push(row[slot]);
      row[slot] = -1;
    }
  }
  s.hands = hands;
  let deck = s.deck;
  const extraDrawn = effects.includes('extraDraw') && deck.length > 0;
  if (extraDrawn) {
    deck = deck.slice();
    pile.push(deck.pop() as number);
  }
  s.deck = deck;
  pile = rng.shuffle(pile);
  const discard: number[] = [];
  if (effects.includes('discardRandom') && pile.length > 0) {
    const i = rng.int(0, pile.length - 1);
    discard.push(pile[i]);
    pile.splice(i, 1);
  }
  s.discard = discard;
  s.played = pile;

  const kindOf = CARD_KIND;
  const idOf = CARD_ID;
  const kinds = pile.map((card) => kindOf[card]);
  const tally = tallyReveal(kinds, { n, vesta: s.vesta, effects, iuno: s.iuno });
  const cards: RevealedCard[] = pile.map((card, k) => ({ id: idOf[card], ...tally.cards[k] }));
  const { red, blue, pompeo, virtual, steps, raw } = tally;

  // Advance, stopping at the first Castrum reached.
  const track = TRACKS[n];
  const from = s.pos;
  let pos = from;
  let stopped = false;
  for (let i = 0; i < steps; i++) {
    pos++;
    if (track.stop[pos]) {
      stopped = true;
      break;
    }
  }
  s.pos = pos;
  c.log('rubico.log.reveal', {
    red,
    blue,
    pompeo,
    cards: pile.length,
    kinds: { giano: raw.giano, red: raw.red, blue: raw.blue, pompeo: raw.pompeo },
    extraDrawn,
    discardedUnseen: discard.length,
  });
  c.log('rubico.log.caesarMoved', { from, to: pos, by: 'march' });

  // Caesar in Roma wins at once; otherwise the Senate flips the cards called for.
  let winner: Faction | null = null;
  const senateFlipped: number[] = [];
  let calls = 0;
  if (pos === track.roma) {
    winner = 'red';
  } else {
    calls = tally.senateCalls;
    let up = s.senateUp;
    const senateTurn = s.senateTurn.slice();
    let I = 0;
    let XV = 0;
    for (let p = 0; p < up; p++) {
      for (const l of SENATE_CARDS[s.senate[p]].legions) {
        if (l === 'I') I++;
        else XV++;
      }
    }
    for (let k = 0; k < calls && up < s.senate.length; k++) {
      const card = SENATE_CARDS[s.senate[up]];
      senateFlipped.push(up);
      senateTurn.push(s.turn);
      c.log('rubico.log.senateFlipped', { pos: up, id: card.id, effect: card.effect, legions: card.legions.slice() });
      up++;
      for (const l of card.legions) {
        if (l === 'I') I++;
        else XV++;
      }
      if (I >= SENATE_WIN || XV >= SENATE_WIN) {
        winner = 'blue';
        break;
      }
    }
    s.senateUp = up;
    s.senateTurn = senateTurn;
    s.flipped = senateFlipped;
  }
  s.lastReveal = {
    turn: s.turn,
    cards,
    extraDrawn,
    discardedUnseen: discard.length,
    vesta: s.vesta,
    virtual,
    red,
    blue,
    pompeo,
    steps,
    moved: pos - from,
    from,
    to: pos,
    stoppedAtCastrum: stopped,
    senateCalls: calls,
    senateFlipped,
    winner,
  };
  if (winner) {
    s.winner = winner;
    c.log('rubico.log.win', { faction: winner, by: winner === 'red' ? 'march' : 'senate' });
  }
  return winner;
}

/** The Centurion shuffles and reveals the chosen cards, at the table; then the game is over or the turn ends. */
export const revealStep: RubicoStepDef = {
  kind: DECISION_KINDS.reveal,
  seat: actor,
  secret: false,
  moves: () => [{ type: 'reveal' }],
  on: {
    reveal(c) {
      const won = reveal(c);
      c.barrier();
      if (won) c.endAll();
      else c.goto('endTurn');
    },
  },
};

/** The winning faction's seats, once Caesar reached Roma or the Senate four of a legion. */
export function outcome(s: RubicoState): Outcome | null {
  if (s.winner === null) return null;
  const winners: Seat[] = [];
  s.roles.forEach((r, i) => {
    if (r === s.winner) winners.push(i);
  });
  return {
    winners,
    reasonKey: s.winner === 'red' ? 'rubico.win.caesar' : 'rubico.win.senate',
    details: { faction: s.winner },
  };
}
