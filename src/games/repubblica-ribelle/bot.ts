// Repubblica Ribelle bots (random play is the engine's `randomMove` in engine/playout.ts).
// `sensibleMove` is a simple cooperative player that decides from its own seat view only (never
// the raw state); it was used to balance the reconstructed cards and difficulties, and the fuzz
// tests mix it in so that games also reach the final scoring.
import { bfsDistance } from '../../engine/graph.ts';
import type { Rng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { TERRITORIES } from './content.ts';
import {
  LOC_TERR,
  ROAD_GRAPH,
  locIndex,
  ribelleRules,
  type CardView,
  type MissionKind,
  type RibelleMove,
  type RibelleState,
  type RibelleView,
} from './rules.ts';

// ---------------------------------------------------------------------------------------------

/** Territory distances by road in moves (all pairs, on the rules' road graph). */
const DIST: readonly (readonly number[])[] = TERRITORIES.map((_, from) => bfsDistance(ROAD_GRAPH, from).map((d) => (d < 0 ? Infinity : d)));

const value = (c: { military: number; political: number; social: number }, k: MissionKind) =>
  k === 'military' ? c.military : k === 'political' ? c.political : c.social;

const terrOf = (loc: string) => LOC_TERR[locIndex(loc)];

/** How good the seat's pieces stand for this mission and its cards in hand (higher is better). */
function potential(v: RibelleView, seat: Seat, dm: string[], cp: string[]): number {
  const me = v.me;
  const mission = v.mission;
  if (!me || !mission) return 0;
  const mt = LOC_TERR[locIndex(mission.locality)];
  let p = 0;
  const pieces = mission.kind === 'military' ? dm : mission.kind === 'political' ? cp : [];
  for (const l of pieces) p += 3 - Math.min(3, DIST[terrOf(l)][mt]) * 0.8;
  // Resources matching the cards in hand.
  for (const r of v.resources) {
    const want = me.hand.filter((c) => c.activation === r.id).length;
    if (want === 0) continue;
    const here = [...dm, ...cp].filter((l) => l === r.locality).length;
    p += Math.min(want, here) * 1.2;
  }
  void seat;
  return p;
}

function bestMovement(v: RibelleView, seat: Seat, moves: readonly RibelleMove[], end: RibelleMove): RibelleMove {
  const pub = v.seats[seat];
  const base = potential(v, seat, pub.dm, pub.cp);
  let best = end;
  let gain = 0.05;
  for (const m of moves) {
    if (m.type !== 'move') continue;
    const dm = pub.dm.slice();
    const cp = pub.cp.slice();
    const arr = m.piece === 'dm' ? dm : cp;
    arr[arr.indexOf(m.from)] = m.to;
    const g = potential(v, seat, dm, cp) - base;
    if (g > gain) {
      gain = g;
      best = m;
    }
  }
  return best;
}

function pieceBonus(v: RibelleView, seat: Seat): number {
  const mission = v.mission;
  if (!mission || mission.kind === 'social') return 0;
  const mt = LOC_TERR[locIndex(mission.locality)];
  const pub = v.seats[seat];
  const pieces = mission.kind === 'military' ? pub.dm : pub.cp;
  let b = pieces.filter((l) => terrOf(l) === mt).length;
  if (pub.base && terrOf(pub.base) === mt) b += 2;
  return b;
}

function playValue(v: RibelleView): number {
  const me = v.me;
  if (!me || !v.mission) return 0;
  const k = v.mission.kind;
  let t = 0;
  for (const c of me.played) t += value(c, k);
  if (me.playedLeader) t += value(me.playedLeader, k);
  return t;
}

/** Best card to play for kind k: highest value, then the one worth least elsewhere. */
function bestCard(cards: CardView[], k: MissionKind): CardView | null {
  let best: CardView | null = null;
  for (const c of cards) {
    const vb = best ? value(best, k) : -1;
    const vc = value(c, k);
    const other = (x: CardView) => x.military + x.political + x.social - value(x, k);
    if (vc > vb || (vc === vb && best && other(c) < other(best))) best = c;
  }
  return best;
}

/** The sensible player on a state: the seat's view and legal moves, or null with nothing to do. */
export function sensibleMove(state: RibelleState, seat: Seat, rng: Rng): RibelleMove | null {
  const moves = ribelleRules.legalMoves(state, seat);
  if (moves.length === 0) return null;
  return sensibleChoice(ribelleRules.view(state, seat), moves, rng);
}

/** A cooperative heuristic player deciding from its own seat view and legal moves (not empty). */
export function sensibleChoice(v: RibelleView, moves: readonly RibelleMove[], rng: Rng): RibelleMove {
  const seat = v.viewer as Seat;
  const me = v.me!;
  const d = v.decision!;
  const find = (type: RibelleMove['type']) => moves.find((m) => m.type === type);
  switch (d.kind) {
    case 'ribelle.step.board':
      return moves[rng.int(0, moves.length - 1)];
    case 'ribelle.step.maneuver':
      return bestMovement(v, seat, moves, find('endManeuver')!);
    case 'ribelle.step.bonusMove':
      return bestMovement(v, seat, moves, find('stop')!);
    case 'ribelle.step.playMilitary': {
      const mission = v.mission!;
      const autos = v.automatedHands.reduce((a, h) => a + (h.score ?? 0), 0);
      const need = Math.ceil(((v.target ?? 0) - autos) / v.humans) + 1;
      const have = playValue(v) + pieceBonus(v, seat);
      if (have >= need) return find('done')!;
      const c = bestCard(me.hand, mission.kind);
      if (c && value(c, 'military') >= 1) return { type: 'play', card: c.id };
      if (me.leader && have + me.leader.military >= need - 2) return { type: 'play', card: me.leader.id };
      return find('done')!;
    }
    case 'ribelle.step.playOne': {
      const mission = v.mission!;
      const k = mission.kind;
      const [low, high] = mission.thresholds!;
      const have = playValue(v) + pieceBonus(v, seat);
      let possible = have;
      for (const c of me.hand) possible += value(c, k);
      const withLeader = possible + (me.leader ? value(me.leader, k) : 0);
      const goal = possible >= high ? high : withLeader >= high && v.objectives > v.players / 2 ? high : low;
      if (have >= goal || withLeader < low) return find('pass')!;
      const c = bestCard(me.hand, k);
      if (c && value(c, k) > 0 && possible >= goal) return { type: 'play', card: c.id };
      if (me.leader) return { type: 'play', card: me.leader.id };
      if (c && value(c, k) > 0) return { type: 'play', card: c.id };
      return find('pass')!;
    }
    case 'ribelle.step.activate': {
      const rank = (m: RibelleMove): number => {
        if (m.type !== 'activate') return -1;
        const card = v.resolution?.seats[seat].cards.find((c) => c.id === m.card);
        switch (card?.effect) {
          case 'support':
            return 9;
          case 'plusPerCard':
            return 8;
          case 'place':
            return m.piece === (v.mission?.kind === 'political' ? 'cp' : 'dm') ? 7 : 6;
          case 'draw':
            return 5;
          case 'steal':
            return 4 + v.seats[m.target!.seat].handSize / 100;
          case 'discardPile':
            return 3;
          case 'move':
            return 1;
          default:
            return 0;
        }
      };
      let best = find('endActivation')!;
      let r = 0;
      for (const m of moves) {
        const x = rank(m);
        if (x > r) {
          r = x;
          best = m;
        }
      }
      return best;
    }
    case 'ribelle.step.scorePile': {
      const k = v.detail.pile!;
      const c = bestCard(me.hand, k)!;
      return { type: 'score', card: c.id };
    }
    case 'ribelle.step.discard': {
      let worst = me.hand[0];
      const w = (c: CardView) => Math.max(c.military, c.political, c.social) * 10 + c.military + c.political + c.social;
      for (const c of me.hand) if (w(c) < w(worst)) worst = c;
      return { type: 'discard', card: worst.id };
    }
    case 'ribelle.step.phaseBonus':
      return find('bonusPiece')!;
    default:
      return moves[0];
  }
}

