// Set-up and the role step. The app deals the secret roles, the power cards (from 4 players)
// and the Senate row (the void card first, the other seven shuffled face down); then every seat
// looks at its role in private, in table order. At 5 and 7 players that is also the Senate's
// recognition: a blue seat's private screen names the other blues (view.ts), a red seat's says
// only that it happened. When the last seat has seen its role, turn 1 starts.
import { startAt } from '../../../engine/flow.ts';
import { Rng, seedRng } from '../../../engine/rng.ts';
import { POWER_IDS, SETUP_TABLE, type Faction, type PlayerCount, type PowerCard } from '../content.ts';
import { cardsInPlay } from './cards.ts';
import { actor, type RubicoStepDef } from './context.ts';
import { startTurn } from './turn.ts';
import { DECISION_KINDS, type RubicoLogEntry, type RubicoOptions, type RubicoState } from './types.ts';

function checkCount(n: number): void {
  if (!Number.isInteger(n) || n < 3 || n > 7) throw new RangeError(`Rubico is for 3 to 7 players, not ${n}`);
}

export function setup(options: RubicoOptions, n: number, seed: number): RubicoState {
  checkCount(n);
  const first = options?.firstCenturion;
  if (!Number.isInteger(first) || first < 0 || first >= n) {
    throw new RangeError(`firstCenturion must be a seat from 0 to ${n - 1}`);
  }
  const rng = new Rng(seedRng(seed));
  const table = SETUP_TABLE[n as PlayerCount];
  const roleDeck: Faction[] = [];
  for (let i = 0; i < 4 - table.roles.red; i++) roleDeck.push('red');
  for (let i = 0; i < 3 - table.roles.blue; i++) roleDeck.push('blue');
  const roles = rng.shuffle(roleDeck);
  let powers: (PowerCard | null)[] = Array.from({ length: n }, () => null);
  if (n > 3) powers = rng.shuffle(POWER_IDS).slice(0, n);
  const senate = [0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7])];
  const seats = Array.from({ length: n }, (_, i) => i);
  const log: RubicoLogEntry[] = [{ key: 'rubico.log.setup', params: { players: n, centurion: first } }];
  return {
    rng: rng.state,
    n,
    firstCenturion: first,
    turn: 0,
    flow: startAt('roles'),
    queue: seats,
    qi: 0,
    centurion: first,
    roles,
    powers,
    powerUsed: seats.map(() => false),
    pos: 0,
    need: 0,
    deck: cardsInPlay(n).slice(),
    hands: seats.map(() => []),
    placed: seats.map(() => false),
    covered: seats.map(() => -1),
    taken: seats.map(() => []),
    forced: seats.map(() => []),
    played: [],
    discard: [],
    senate,
    senateUp: 0,
    senateTurn: [],
    active: [],
    flipped: [],
    vesta: false,
    iuno: false,
    usedPowers: [],
    peeks: [],
    lastReveal: null,
    log,
    winner: null,
  };
}

/** Each seat in turn has seen its role (and, at 5 and 7 players, the recognition). */
export const rolesStep: RubicoStepDef = {
  kind: DECISION_KINDS.roles,
  seat: actor,
  secret: true,
  moves: () => [{ type: 'ack' }],
  on: {
    ack(c) {
      const s = c.s;
      s.qi += 1;
      if (s.qi < s.queue.length) return;
      if (s.n === 5 || s.n === 7) c.log('rubico.log.recognition', {});
      startTurn(c);
      c.barrier();
    },
  },
};
