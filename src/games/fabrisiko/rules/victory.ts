// Both victories, checked at the end of a global turn: the territory count (26/23/21 of 35 for
// 2/3/4 players) and, in the Tournament, the score table once time is up (the clock is the
// app's: a `timeUp` move says so, and the global turn in which it came is the last).
import type { Outcome, Seat } from '../../../engine/types.ts';
import { points, territoriesToWin } from '../content/scoring.ts';
import { FABRIANO_NODE, MAJOR_NODES, TERRITORY_COUNT, hasSheet, homeOf, territoriesOf } from './board.ts';
import type { FabContext } from './context.ts';
import type { FabState } from './types.ts';

function seats(s: FabState): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.n; i++) out.push(i);
  return out;
}

/** Seats with the highest value (everyone tied for it). */
function best(values: number[]): Seat[] {
  const top = Math.max(...values);
  return values.flatMap((v, i) => (v === top ? [i] : []));
}

/** The Tournament's score of every seat (rulebook table; cheating is the referee's, not ours). */
export function tournamentScores(s: FabState): number[] {
  const terr = seats(s).map((i) => territoriesOf(s, i));
  const mostT = best(terr);
  const mostR = best(s.res);
  return seats(s).map((i) => {
    let p = 0;
    if (s.owner[FABRIANO_NODE] === i) p += points('fabriano');
    if (mostT.includes(i)) p += points('mostTerritories');
    const home = homeOf(s.faction[i]);
    for (const m of MAJOR_NODES) if (s.owner[m] === i) p += points(m === home ? 'ownMajor' : 'otherMajor');
    if (mostR.includes(i)) p += points('mostResources');
    for (let t = 0; t < TERRITORY_COUNT; t++) {
      if (s.owner[t] !== i) continue;
      if (s.factory[t]) p += points('structure');
      if (s.aa[t]) p += points('structure');
    }
    return p;
  });
}

/** The Tournament's winners: the highest score, ties broken by territories held. */
export function tournamentWinners(s: FabState, scores: number[]): Seat[] {
  const top = best(scores);
  if (top.length === 1) return top;
  const terr = top.map((i) => territoriesOf(s, i));
  const most = Math.max(...terr);
  return top.filter((_, j) => terr[j] === most);
}

/** The seats that won by territories now (the most among those at the threshold), or []. */
export function territoryWinners(s: FabState): Seat[] {
  const need = territoriesToWin(s.n);
  const terr = seats(s).map((i) => territoriesOf(s, i));
  const reached = seats(s).filter((i) => terr[i] >= need);
  if (reached.length === 0) return [];
  const most = Math.max(...reached.map((i) => terr[i]));
  return reached.filter((i) => terr[i] === most);
}

/**
 * Nobody can ever take a territory again: no land unit on the board and nobody holding their
 * own major frazione (so nobody buys or places). It happens when the major frazioni have been
 * taken round in a circle and the armies are spent; the rulebook does not foresee it (ruling:
 * the most territories win).
 */
export function frozen(s: FabState): boolean {
  return s.units.every((u) => u.k === 'fighter' || u.k === 'bomber') && seats(s).every((i) => !hasSheet(s, i));
}

/** End of a global turn: a victory ends the game (true: the caller ends the order of play); else the global effects end. */
export function endGlobalTurn(c: FabContext): boolean {
  const s = c.s;
  const won = territoryWinners(s);
  if (won.length > 0) {
    s.winners = won;
    s.endReason = 'fabrisiko.win.territories';
  } else if (frozen(s)) {
    s.winners = best(seats(s).map((i) => territoriesOf(s, i)));
    s.endReason = 'fabrisiko.win.stalemate';
  } else if (s.options.tournament && s.timeUp) {
    s.scores = tournamentScores(s);
    s.winners = tournamentWinners(s, s.scores);
    s.endReason = 'fabrisiko.win.tournament';
  }
  if (s.winners) {
    s.battle = null;
    c.log(s.endReason!, { winners: s.winners, scores: s.scores });
    return true;
  }
  c.log('fabrisiko.log.globalTurnEnd', { globalTurn: s.globalTurn });
  s.globalTurn++;
  s.palio = false;
  s.sagra = [];
  s.eventsThisGlobal = [];
  return false;
}

export function outcome(s: FabState): Outcome | null {
  if (!s.winners) return null;
  const details: Outcome['details'] = { territories: seats(s).map((i) => territoriesOf(s, i)) };
  if (s.scores) details.scores = s.scores;
  return { winners: s.winners, reasonKey: s.endReason ?? 'fabrisiko.win.territories', details };
}
