// Setting up a mission (cap. 2, 11): the board's units (or a campaign's roster), Ardimento, the
// Terra di Nessuno deck, the Trincea deck built for the mission with its objective, the bag.
import { Rng, seedRng } from '../../../engine/rng.ts';
import { BOARD_A, BOARD_B, ENEMY_TOKENS, LINK_CARD, MISSION_IDS, MISSIONS, TDN_CARDS, type MissionId, type UnitRecord } from '../content.ts';
import { FiammeContext, writeLog } from './context.ts';
import type { FiammeOptions, FiammeState, RosterUnit, UnitState } from './types.ts';
import { C, OBJECTIVE_IDS, REGULAR_TRENCH } from './state.ts';
import { rosterProblem } from './campaign.ts';
import { openTdnTurn } from './tdn.ts';
import { resetTurn } from './turn.ts';

function unitFrom(rec: UnitRecord, r: RosterUnit | null): UnitState {
  return {
    id: rec.id,
    owner: rec.owner,
    kind: rec.kind,
    number: rec.number,
    nameKey: rec.nameKey,
    attrs: r ? { ...r.attrs } : { ...rec.attrs },
    fuoco: rec.fuoco ? [rec.fuoco[0], rec.fuoco[1]] : null,
    wounds: 0,
    grenades: rec.grenades,
    status: 'ready',
    missions: r ? r.missions : 0,
    veteran: r ? r.veteran : null,
  };
}

/** Builds the Trincea deck of a mission (top last) and what is put aside unseen. */
function buildTrenchDeck(rng: Rng, mission: MissionId): { deck: string[]; aside: string[] } {
  const m = MISSIONS[mission];
  const shuffled = rng.shuffle(REGULAR_TRENCH);
  if (m.objective === 'none') {
    const n = m.trenchCards ?? shuffled.length;
    return { deck: shuffled.slice(0, n), aside: shuffled.slice(n) };
  }
  const objective = m.objective === 'link' ? LINK_CARD.id : rng.pick(OBJECTIVE_IDS);
  // Two halves; the objective is shuffled into one, the other goes on top of it.
  const half = Math.floor(shuffled.length / 2);
  const top = shuffled.slice(0, half);
  const bottom = rng.shuffle([...shuffled.slice(half), objective]);
  return { deck: [...bottom, ...top], aside: [] };
}

export function setup(options: FiammeOptions, seatCount: number, seed: number): FiammeState {
  if (seatCount !== 1 && seatCount !== 2) throw new RangeError(`Fiamme d'assalto is for 1 or 2 players, not ${seatCount}`);
  const mission = options?.mission;
  if (!MISSION_IDS.includes(mission)) throw new RangeError(`mission must be 1 to 5, not ${String(mission)}`);
  const roster = options.roster ?? null;
  if (roster !== null) {
    const why = rosterProblem(roster, seatCount);
    if (why) throw new RangeError(`bad campaign roster: ${why}`);
  }
  const coop = seatCount === 2;
  const board = coop ? BOARD_B : BOARD_A;
  const m = MISSIONS[mission];
  const rng = new Rng(seedRng(seed));
  const tdnDeck = m.tdn ? rng.shuffle(TDN_CARDS.map((c) => c.id)) : [];
  const { deck, aside } = buildTrenchDeck(rng, mission);
  const s: FiammeState = {
    rng: rng.state,
    mission,
    coop,
    seatCount,
    physical: Boolean(options.physicalDice),
    campaign: roster
      ? { missionsPlayed: roster.missionsPlayed, missionsWon: roster.missionsWon, history: roster.history.map((h) => ({ ...h })) }
      : { missionsPlayed: 0, missionsWon: 0, history: [] },
    units: board.map((rec, i) => unitFrom(rec, roster ? roster.units[i] : null)),
    ardimento: C.ardimentoStart,
    phase: m.tdn ? 'tdn' : 'trench',
    stage: 1,
    turn: 0,
    tdnDeck,
    tdnDrawn: 0,
    tdnCard: null,
    tdnDiscard: [],
    trenchDeck: deck,
    trenchCard: null,
    trenchDiscard: [],
    trenchAside: aside,
    trenchDrawn: 0,
    bag: ENEMY_TOKENS.map((_, i) => i),
    enemies: [],
    pc: coop ? [0, 0] : [0],
    tokens: coop ? [0, 0] : [0],
    modifier: false,
    bomb: false,
    suppression: 0,
    pm: coop || !m.pm ? 'none' : 'ready',
    active: -1,
    volunteer: -1,
    fuocoUnit: -1,
    flow: [],
    actor: 0,
    lastRoll: null,
    rollSeq: 0,
    result: null,
    log: [],
  };
  // The opening runs on a move context like any move: its log entries, the first turn. The
  // engine drives the order of play from the first move on, so the opening leaves the stack
  // the first turn's procedures leave (tdnTurn or trenchTurn, then 'orders'): seat 0's
  // command dice.
  const c = new FiammeContext(s);
  c.log('fiamme.log.setup', { mission: m.nameKey, mode: coop ? 'fiamme.mode.coop' : 'fiamme.mode.solo' });
  if (m.tdn) {
    c.log('fiamme.log.phase.tdn');
    openTdnTurn(c);
  } else {
    c.log('fiamme.log.phase.trench');
    resetTurn(c);
  }
  s.flow = [{ step: m.tdn ? 'tdnTurn' : 'trenchTurn' }, { step: 'orders' }, { step: 'command' }];
  return c.finish(writeLog);
}
