// The end of a mission and the campaign (cap. 11, 12): a won mission counts for every survivor,
// and a unit with two missions behind it becomes a veteran (one attribute +1, chosen in the
// 'veteran' step, one after the other); the roster carries the company to the next mission,
// fresh recruits in the places of the fallen.
import { argsOf, type Frame } from '../../../engine/flow.ts';
import type { Decision, Procedure } from '../../../engine/steps.ts';
import type { Json, Outcome } from '../../../engine/types.ts';
import { ATTRIBUTES, BOARD_A, BOARD_B, MISSION_IDS, MISSIONS, UNITS_BY_ID } from '../content.ts';
import type { FiammeContext } from './context.ts';
import type { CampaignRoster, FiammeMove, FiammeOptions, FiammeState } from './types.ts';
import type { MissionId } from '../content.ts';
import { STEP_KINDS, type ReasonKey } from './keys.ts';
import { C, isInt } from './state.ts';

/** The mission is won: every survivor counts it; the new veterans improve, then it is over. */
export function win(c: FiammeContext): void {
  const s = c.s;
  s.result = 'won';
  s.phase = 'end';
  s.active = -1;
  c.log('fiamme.log.win', { mission: MISSIONS[s.mission].nameKey });
  const veterans: Frame[] = [];
  s.units.forEach((u, i) => {
    if (u.status === 'eliminated') return;
    u.missions += 1;
    c.log('fiamme.log.survived', { unit: u.nameKey, missions: u.missions });
    if (u.missions >= C.veteran && u.veteran === null) veterans.push({ step: 'veteran', args: i });
  });
  c.goto('veterans', veterans as unknown as Json);
}

/** The new veterans' improvements, one after the other (args: their 'veteran' frames). */
export const veterans: Procedure<FiammeState, FiammeContext> = {
  run: (c) => c.callEach(c.args as unknown as Frame[]),
  resume(c) {
    c.s.actor = 0;
    c.endAll();
  },
};

export function lose(c: FiammeContext): void {
  const s = c.s;
  s.result = 'lost';
  s.phase = 'end';
  s.active = -1;
  s.actor = 0;
  c.log('fiamme.log.lose', { mission: MISSIONS[s.mission].nameKey });
  c.endAll();
}

/** The mission is over (veterans' improvements included). */
export function over(s: FiammeState): boolean {
  return s.flow.length === 0;
}

// ---- the veteran step: one unit (args: its index) raises one attribute -----------------------

export const veteranStep: Decision<FiammeState, FiammeMove, FiammeContext> = {
  kind: STEP_KINDS.veteran,
  seat: (s) => s.units[argsOf<number>(s)].owner,
  moves: (s) => {
    const unit = argsOf<number>(s);
    return ATTRIBUTES.map((attribute) => ({ type: 'improve', unit, attribute }));
  },
  on: {
    improve(c, move): ReasonKey | null {
      const s = c.s;
      if (move.unit !== (c.args as number)) return 'fiamme.error.badUnit';
      if (!ATTRIBUTES.includes(move.attribute)) return 'fiamme.error.badAttribute';
      const u = s.units[move.unit];
      u.attrs = { ...u.attrs, [move.attribute]: u.attrs[move.attribute] + 1 };
      u.veteran = move.attribute;
      c.log('fiamme.log.veteran', { unit: u.nameKey, attr: `fiamme.attr.${move.attribute}`, value: u.attrs[move.attribute], seat: u.owner });
      c.end();
      return null;
    },
  },
};

// ---- the outcome and the roster ------------------------------------------------------------

export function outcome(s: FiammeState): Outcome | null {
  if (!over(s) || s.result === null) return null;
  const survivors = s.units.filter((u) => u.status !== 'eliminated').length;
  const details: Record<string, Json> = {
    mission: s.mission,
    survivors,
    eliminated: s.units.filter((u) => u.status === 'eliminated').length,
    defending: s.units.filter((u) => u.status === 'defending').length,
    turns: s.turn,
    ardimento: s.ardimento,
  };
  if (s.result === 'lost') return { winners: [], reasonKey: 'fiamme.lose.wiped', details };
  const winners = s.coop ? [0, 1] : [0];
  const reasonKey = s.mission === 1 ? 'fiamme.win.training' : s.mission === 3 ? 'fiamme.win.counterattack' : 'fiamme.win.mission';
  return { winners, reasonKey, details };
}

/**
 * The roster a campaign carries to its next mission. Call it on a finished mission: veteran
 * improvements are chosen inside the mission, in the 'veteran' steps before its end.
 * Survivors (including units left on DIFESA) keep attributes, missions and veteran mark;
 * eliminated units are replaced by fresh recruits with the board's values.
 */
export function rosterAfter(s: FiammeState): CampaignRoster {
  if (!over(s) || s.result === null) throw new Error('rosterAfter needs a finished mission');
  const won = s.result === 'won';
  return {
    mode: s.coop ? 'coop' : 'solo',
    units: s.units.map((u) => {
      if (u.status === 'eliminated') {
        const rec = UNITS_BY_ID[u.id];
        return { id: u.id, attrs: { ...rec.attrs }, missions: 0, veteran: null };
      }
      return { id: u.id, attrs: { ...u.attrs }, missions: u.missions, veteran: u.veteran };
    }),
    missionsPlayed: s.campaign.missionsPlayed + 1,
    missionsWon: s.campaign.missionsWon + (won ? 1 : 0),
    history: [...s.campaign.history.map((h) => ({ ...h })), { mission: s.mission, won }],
  };
}

/** The campaign's mission after this one: the next after a win, the same again after a loss, none after the last win. */
export function nextMission(mission: MissionId, won: boolean): MissionId | null {
  if (!won) return mission;
  const i = MISSION_IDS.indexOf(mission);
  return i >= 0 && i + 1 < MISSION_IDS.length ? MISSION_IDS[i + 1] : null;
}

/**
 * The options of the campaign's next mission after the finished mission `s` (played with
 * `prev`): the company that survived, the same dice; null when the campaign is over.
 */
export function campaignNext(s: FiammeState, prev: Pick<FiammeOptions, 'physicalDice'>): FiammeOptions | null {
  const mission = nextMission(s.mission, s.result === 'won');
  return mission === null ? null : { mission, physicalDice: !!prev.physicalDice, roster: rosterAfter(s) };
}

/** Checks a roster's shape against the board of this seat count; returns a message or null. */
export function rosterProblem(roster: CampaignRoster, seatCount: number): string | null {
  const board = seatCount === 2 ? BOARD_B : BOARD_A;
  const mode = seatCount === 2 ? 'coop' : 'solo';
  if (roster === null || typeof roster !== 'object') return 'roster is not an object';
  if (roster.mode !== mode) return `roster is for ${String(roster.mode)}, this game is ${mode}`;
  if (!Array.isArray(roster.units) || roster.units.length !== board.length) return 'roster has the wrong units';
  for (let i = 0; i < board.length; i++) {
    const u = roster.units[i];
    if (!u || u.id !== board[i].id) return `roster unit ${i} should be ${board[i].id}`;
    for (const a of ATTRIBUTES) if (!isInt(u.attrs?.[a]) || u.attrs[a] < 1 || u.attrs[a] > 9) return `bad ${a} for ${u.id}`;
    if (!isInt(u.missions) || u.missions < 0) return `bad missions for ${u.id}`;
    if (u.veteran !== null && !ATTRIBUTES.includes(u.veteran)) return `bad veteran mark for ${u.id}`;
  }
  if (!isInt(roster.missionsPlayed) || !isInt(roster.missionsWon) || !Array.isArray(roster.history)) return 'bad counters';
  // The company's diary: one line a mission played, a mission of the book and won or not.
  if (roster.history.length > 1000 || !roster.history.every((h) => h && MISSION_IDS.includes(h.mission) && typeof h.won === 'boolean')) return 'bad history';
  return null;
}

/** A fresh roster: the board's units with no mission behind them. */
export function freshRoster(seatCount: number): CampaignRoster {
  const board = seatCount === 2 ? BOARD_B : BOARD_A;
  return {
    mode: seatCount === 2 ? 'coop' : 'solo',
    units: board.map((u) => ({ id: u.id, attrs: { ...u.attrs }, missions: 0, veteran: null })),
    missionsPlayed: 0,
    missionsWon: 0,
    history: [],
  };
}

