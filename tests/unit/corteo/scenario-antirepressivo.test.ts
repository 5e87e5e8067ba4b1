// Scenario Antirepressivo (D), for three players: the rulebook's coordinates (40 units for 132
// points from Piazza Mento, the head to the Radicals, Zombies or Gruppetti, three defendants at
// the Tribunale in Piazzale Odio, the two strategies, the helicopter, a die per defendant with
// 4-5-6 for acquittal, separate victory tables for the two corteo players) and our
// reconstruction of the rest (content/scenarios/antirepressivo-rulings.ts).
import { describe, expect, it } from 'vitest';
import { hexKey, hexNeighbours, parseHexKey } from '../../../src/engine/hex.ts';
import { CITY, cellKey, hexCell, wallBetween } from '../../../src/games/corteo/content/city/index.ts';
import { unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import { ANTIREPRESSIVO, DEFENDANT_IDS } from '../../../src/games/corteo/content/scenarios/antirepressivo.ts';
import { SCENARIO_RULINGS, SCENARIOS, scenarioById } from '../../../src/games/corteo/content/scenarios/index.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { gameEntry } from '../../../src/games/registry.ts';
import { blocOf } from '../../../src/games/corteo/rules/antirepressivo.ts';
import { isHex } from '../../../src/games/corteo/rules/board.ts';
import { endGame, holdObjectives } from '../../../src/games/corteo/rules/objectives.ts';
import type { CorteoMove, CorteoOptions, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { withContext } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';

const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'antirepressivo' };

const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

/** Both corteo players placed, the head to the Radicals, the potere deployed: hand 1, Destra to move. */
function started(seats = 3): CorteoState {
  let s = corteoRules.setup(OPTIONS, seats, 7);
  s = play(s, 0, { type: 'done' });
  s = play(s, seats === 3 ? 2 : 0, { type: 'done' });
  s = play(s, 0, { type: 'head', component: 'RAD' });
  return play(s, 1, { type: 'done' });
}

/** A movement phase with every unit off the map but the ones named (offset cells). */
function board(at: Record<string, [number, number]>, more: Partial<CorteoState> = {}, options: CorteoOptions = OPTIONS): CorteoState {
  const s = corteoRules.setup(options, 3, 1);
  for (const u of s.units) u.at = at[u.id] ? cellKey(at[u.id]) : 'reserve';
  return { ...s, flow: startAt('move'), side: 'corteo', headComponent: 'RAD', ...more };
}

const blocs = (s: CorteoState) => s.scen!.blocs!;
const COURT = [cellKey([41, 18]), cellKey([42, 18])];
const unitsOf = (moves: CorteoMove[]) => moves.flatMap((m) => ('unit' in m ? [m.unit] : []));
const power = (ids: readonly string[]) => ids.reduce((n, id) => n + unitRecord(id).power, 0);

/** A free street or avenue hex beside a hex (offset cells). */
function beside(key: string): [number, number] {
  const h = hexNeighbours(parseHexKey(key)).find((n) => ['strada', 'viale'].includes(CITY.hexes[hexKey(n)]?.terrain ?? ''))!;
  return cellOf(hexKey(h));
}

const cellOf = (k: string): [number, number] => hexCell(parseHexKey(k)) as [number, number];
const open = (k: string) => ['strada', 'viale'].includes(CITY.hexes[k]?.terrain ?? '');

/** Two neighbouring street hexes with no wall between, from this column on (offset cells). */
function pairFrom(col: number): [[number, number], [number, number]] {
  for (const k of Object.keys(CITY.hexes).sort()) {
    if (!open(k) || cellOf(k)[0] < col) continue;
    const n = hexNeighbours(parseHexKey(k)).map(hexKey).find((x) => open(x) && !wallBetween(CITY, k, x) && cellOf(x)[0] >= col);
    if (n) return [cellOf(k), cellOf(n)];
  }
  throw new Error('no pair');
}

// Unit ids by player.
const DESTRA_42 = 'c-FEM-42-1';
const DESTRA_41 = 'c-RAD-41-1';
const SINISTRA_66 = 'c-AUTOP-66-1';
const SINISTRA_64 = 'c-MOV-64-1';

describe('Antirepressivo: three players and their units', () => {
  it('is the game of three players: not among the two-sided scenarios, the only one that takes three seats', () => {
    expect(scenarioById('antirepressivo')).toBe(ANTIREPRESSIVO);
    expect(SCENARIOS.map((s) => s.id)).not.toContain('antirepressivo');
    expect(corteoRules.minSeats).toBe(2);
    expect(corteoRules.maxSeats).toBe(3);
    expect(corteoRules.defaultOptions(3)).toEqual({ ...OPTIONS, coverKept: true });
    // The registry: two seats by default and for every other set-up, three for the Antirepressivo.
    const entry = gameEntry('corteo')!;
    const seatsFor = (o: CorteoOptions | Record<string, never>) => entry.seatsFor!(o as unknown as Record<string, unknown>);
    expect([entry.minPlayers, entry.defaultPlayers, entry.maxPlayers]).toEqual([2, 2, 3]);
    expect(seatsFor(OPTIONS)).toBe(3);
    expect(seatsFor({ ...OPTIONS, physicalDice: true })).toBe(3);
    for (const sc of SCENARIOS) expect(seatsFor({ mode: sc.mode, map: 'citta', scenario: sc.id }), sc.id).toBe(2);
    expect(seatsFor({})).toBe(2);
    // Each seat count's defaults take that count back.
    for (const n of [2, 3]) expect(seatsFor(corteoRules.defaultOptions(n))).toBe(n);
  });

  it('the bench and the soak play it with three seats, and Corteo otherwise with two', () => {
    const bench = gameEntry('corteo')!.bench!;
    expect([...bench.seats].sort()).toEqual([2, 2, 2, 3]);
    bench.seats.forEach((n, g) => {
      const options = bench.options!(corteoRules.defaultOptions(n) as unknown as Record<string, unknown>, g);
      expect(gameEntry('corteo')!.seatsFor!(options), `game ${g}`).toBe(n);
      if (n === 3) expect(options).toEqual({ ...OPTIONS, coverKept: true });
    });
  });

  it('the soak’s own cycle plays every scenario, each special rule alone and all four, and physical dice, each with its seat count', () => {
    const cycle = gameEntry('corteo')!.bench!.soakCycle!;
    const played = cycle.seats.map((n, g) => {
      const options = cycle.options(corteoRules.defaultOptions(n) as unknown as Record<string, unknown>, g);
      expect(gameEntry('corteo')!.seatsFor!(options), `game ${g}`).toBe(n);
      const special = options.special ? Object.keys(options.special as object).sort().join('+') : '';
      return [options.mode, options.scenario, special, options.physicalDice ? 'dice' : ''].filter(Boolean).join(' ');
    });
    expect(played.sort()).toEqual([
      'advanced',
      'advanced antifascista',
      'advanced antirepressivo',
      'advanced internazionalista',
      'advanced jams',
      'advanced jams+national+shortThrows+smoke',
      'advanced national',
      'advanced shortThrows',
      'advanced smoke',
      'advanced sociale',
      'base',
      'base dice',
    ]);
  });

  it('40 corteo units, 24 to the Destra (69 points) and 16 to the Sinistra (65): the box\u2019s 33 and the 7 with an asterisk', () => {
    const s = corteoRules.setup(OPTIONS, 3, 7);
    const corteo = s.units.filter((u) => unitRecord(u.id).side === 'corteo' && unitRecord(u.id).special !== 'defendant').map((u) => u.id);
    expect(corteo.length).toBe(40);
    // The rulebook's 132 is the box's 100 plus 32; our split of the box is worth 102 (C 1a).
    expect(power(corteo)).toBe(102 + 32);
    const destra = corteo.filter((id) => blocOf(s, id) === 'destra');
    const sinistra = corteo.filter((id) => blocOf(s, id) === 'sinistra');
    expect([destra.length, power(destra)]).toEqual([24, 69]);
    expect([sinistra.length, power(sinistra)]).toEqual([16, 65]);
    // The components of the head, RAD, ZOM and GRU, are all the Destra's; AUTOP is the Sinistra's.
    expect(destra.filter((id) => ['RAD', 'ZOM', 'GRU'].includes(unitRecord(id).component!)).length).toBe(7);
    expect(sinistra.every((id) => ['AUTOP', 'LC', 'ANA', 'MOV'].includes(unitRecord(id).component!))).toBe(true);
  });

  it('the Destra places its units in Piazza Mento, then the Sinistra its own, then the Destra gives the head to RAD, ZOM or GRU', () => {
    let s = corteoRules.setup(OPTIONS, 3, 7);
    expect(corteoRules.decision(s)?.seat).toBe(0);
    expect(corteoRules.legalMoves(s, 2)).toEqual([]);
    const destraMoves = corteoRules.legalMoves(s, 0);
    expect(unitsOf(destraMoves).every((id) => blocOf(s, id) === 'destra')).toBe(true);
    expect(destraMoves.every((m) => m.type === 'done' || (m.type === 'place' && CITY.piazzaMento.includes(m.at)))).toBe(true);
    s = play(s, 0, { type: 'done' });
    expect(stepNow(s)).toBe('placeCorteo');
    expect(corteoRules.decision(s)?.seat).toBe(2);
    expect(unitsOf(corteoRules.legalMoves(s, 2)).every((id) => blocOf(s, id) === 'sinistra')).toBe(true);
    s = play(s, 2, { type: 'done' });
    // Piazza Mento's 20 hexes hold all 40, two a hex.
    expect(s.units.filter((u) => isHex(u.at) && CITY.piazzaMento.includes(u.at)).length).toBe(40);
    expect(corteoRules.decision(s)).toMatchObject({ seat: 0, kind: 'corteo.step.head' });
    expect(corteoRules.legalMoves(s, 0)).toEqual([
      { type: 'head', component: 'RAD' },
      { type: 'head', component: 'GRU' },
      { type: 'head', component: 'ZOM' },
    ]);
  });

  it('the defendants are on trial off the map; 5 celere guard Piazzale Odio; the potere has its 50 units for 190', () => {
    const s = started();
    expect(blocs(s).defendants).toEqual(Object.fromEntries(DEFENDANT_IDS.map((id) => [id, 'trial'])));
    expect(DEFENDANT_IDS.map((id) => s.units.find((u) => u.id === id)!.at)).toEqual(['reserve', 'reserve', 'reserve']);
    expect(power(DEFENDANT_IDS)).toBe(10);
    const odio = new Set(CITY.places.find((p) => p.id === 'piazzale-odio')!.hexes);
    const near = s.units.filter((u) => unitRecord(u.id).kind === 'celere' && isHex(u.at) && (odio.has(u.at) || hexNeighbours(parseHexKey(u.at)).some((h) => odio.has(hexKey(h)))));
    expect(near.length).toBeGreaterThanOrEqual(5);
    const potere = s.units.filter((u) => unitRecord(u.id).side === 'potere' && !unitRecord(u.id).special).map((u) => u.id);
    expect([potere.length, power(potere)]).toEqual([50, 190]);
  });
});

describe('Antirepressivo: the turn', () => {
  it('each corteo player moves only its own units, the Destra first; the Destra names the heads, then the potere moves', () => {
    let s = started();
    expect(corteoRules.decision(s)).toMatchObject({ seat: 0, kind: 'corteo.step.move.corteo' });
    expect(unitsOf(corteoRules.legalMoves(s, 0)).every((id) => blocOf(s, id) === 'destra')).toBe(true);
    const theirs = corteoRules.legalMoves(s, 0);
    expect(theirs.some((m) => 'unit' in m && blocOf(s, m.unit) === 'sinistra')).toBe(false);
    expect(corteoRules.apply(s, 2, { type: 'done' })).toEqual({ ok: false, reason: 'error.notYourTurn' });
    s = play(s, 0, { type: 'done' });
    expect(corteoRules.decision(s)).toMatchObject({ seat: 2, kind: 'corteo.step.move.corteo' });
    const sinistra = corteoRules.legalMoves(s, 2);
    expect(unitsOf(sinistra).length).toBeGreaterThan(0);
    expect(unitsOf(sinistra).every((id) => blocOf(s, id) === 'sinistra')).toBe(true);
    const destraUnit = s.units.find((u) => isHex(u.at) && blocOf(s, u.id) === 'destra')!;
    const to = hexNeighbours(parseHexKey(destraUnit.at)).map(hexKey)[0];
    expect(corteoRules.apply(s, 2, { type: 'move', unit: destraUnit.id, to })).toEqual({ ok: false, reason: 'corteo.error.notYourUnit' });
    s = play(s, 2, { type: 'done' });
    expect(corteoRules.decision(s)).toMatchObject({ seat: 0, kind: 'corteo.step.heads' });
    s = play(s, 0, corteoRules.legalMoves(s, 0)[0]);
    // The corteo's combats (the vigili the potere left beside Piazza Mento), then the potere.
    while (s.side === 'corteo') {
      const d = corteoRules.decision(s)!;
      s = play(s, d.seat, corteoRules.legalMoves(s, d.seat)[0]);
    }
    expect(corteoRules.decision(s)).toMatchObject({ seat: 1, kind: 'corteo.step.move.potere' });
  });

  it('the Destra\u2019s "done" covers the objectives it left and keeps their points for it; a game made before the fix lost them, and replays so', () => {
    const key = CITY.objectives.find((o) => o.id === 'governo')!.hexes[0];
    // Held by the Destra since hand 1 and left empty: its "done" covers it, 20 points or so.
    const at = (options: CorteoOptions) => {
      const s = board({ [DESTRA_41]: pairFrom(30)[0] }, { hand: 2, held: { [key]: 1 } }, options);
      return { ...s, scen: { ...s.scen!, blocs: { ...blocs(s), holders: { [key]: 'destra' as const } } } };
    };
    const kept = play(at({ ...OPTIONS, coverKept: true }), 0, { type: 'done' });
    expect(blocs(kept).active).toBe('sinistra');
    expect(kept.covered[key]).toBeGreaterThan(0);
    expect(blocs(kept).points.destra).toBe(kept.covered[key]);
    expect(blocs(kept).holders[key]).toBeUndefined();
    const before = play(at(OPTIONS), 0, { type: 'done' });
    expect(before.covered[key]).toBe(kept.covered[key]);
    expect(blocs(before).points.destra).toBe(0);
    // New games start with the fix; the option is the Antirepressivo's only.
    expect(corteoRules.defaultOptions(3)).toMatchObject({ coverKept: true });
    expect(corteoRules.optionsProblem({ mode: 'advanced', map: 'citta', coverKept: true }, 2)).not.toBeNull();
    expect(corteoRules.optionsProblem({ ...OPTIONS, coverKept: true }, 3)).toBeNull();
  });

  it('with two seats one person plays both corteo players at seat 0', () => {
    let s = started(2);
    expect(corteoRules.decision(s)?.seat).toBe(0);
    s = play(s, 0, { type: 'done' });
    expect(s.scen!.blocs!.active).toBe('sinistra');
    expect(corteoRules.decision(s)?.seat).toBe(0);
    expect(unitsOf(corteoRules.legalMoves(s, 0)).every((id) => blocOf(s, id) === 'sinistra')).toBe(true);
  });

  it('in the corteo\u2019s combats the Destra declares those of its own units first, then the Sinistra', () => {
    const cel = 'p-celere-1';
    const cel2 = 'p-celere-2';
    const [a, b] = pairFrom(10);
    const [c2, d2] = pairFrom(30);
    let s = board({ [DESTRA_42]: a, [cel]: b, [SINISTRA_66]: c2, [cel2]: d2 }, { flow: startAt('combat') });
    expect(corteoRules.decision(s)?.seat).toBe(0);
    const first = corteoRules.legalMoves(s, 0);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((m) => m.type === 'combat' && m.attackers.every((id) => blocOf(s, id) === 'destra'))).toBe(true);
    expect(corteoRules.apply(s, 0, { type: 'combat', attackers: [SINISTRA_66], defenders: [cel2] })).toEqual({ ok: false, reason: 'corteo.error.notYourUnit' });
    s = play(s, 0, first[0]);
    // Whatever the die, the Destra's units have fought; the Sinistra declares its combat next.
    while (stepNow(s) !== 'combat' || corteoRules.decision(s)?.seat !== 2) {
      const d = corteoRules.decision(s)!;
      expect(d.seat).not.toBe(2);
      s = play(s, d.seat, corteoRules.legalMoves(s, d.seat)[0]);
    }
    expect(corteoRules.legalMoves(s, 2).every((m) => m.type === 'combat' && m.attackers.includes(SINISTRA_66))).toBe(true);
  });
});

describe('Antirepressivo: the two strategies', () => {
  const door = beside(COURT[0]);

  it('strategy a keeps the corteo out of the Tribunale; either player may switch to b, and the court opens from the next hand', () => {
    let s = board({ [DESTRA_42]: door });
    expect(blocs(s).strategy).toBe('sentence');
    const moves = corteoRules.legalMoves(s, 0);
    expect(moves.some((m) => m.type === 'move' && COURT.includes(m.to))).toBe(false);
    expect(moves).toContainEqual({ type: 'strategy' });
    expect(corteoRules.apply(s, 0, { type: 'move', unit: DESTRA_42, to: COURT.find((k) => hexNeighbours(parseHexKey(k)).some((h) => hexKey(h) === cellKey(door)))! })).toEqual({
      ok: false, reason: 'corteo.error.courtClosed',
    });
    s = play(s, 0, { type: 'strategy' });
    expect(blocs(s)).toMatchObject({ strategy: 'force', forceHand: 1 });
    expect(corteoRules.legalMoves(s, 0)).not.toContainEqual({ type: 'strategy' });
    // Not in this hand: the potere first has its movement phase, and its helicopter.
    expect(corteoRules.legalMoves(s, 0).some((m) => m.type === 'move' && COURT.includes(m.to))).toBe(false);
    expect(corteoRules.legalMoves({ ...s, hand: 2 }, 0).some((m) => m.type === 'move' && COURT.includes(m.to))).toBe(true);
  });

  it('strategy b: a corteo unit on the Tribunale frees the defendants; they join near it with their players, 10 to the Sinistra and 5 to the Destra each', () => {
    const s0 = board({ [SINISTRA_64]: door });
    let s: CorteoState = { ...s0, scen: { ...s0.scen!, blocs: { ...blocs(s0), strategy: 'force', active: 'sinistra' } } };
    const into = corteoRules.legalMoves(s, 2).find((m) => m.type === 'move' && m.unit === SINISTRA_64 && COURT.includes(m.to))!;
    s = play(s, 2, into);
    expect(Object.values(blocs(s).defendants)).toEqual(['force', 'force', 'force']);
    for (const id of DEFENDANT_IDS) expect(isHex(s.units.find((u) => u.id === id)!.at)).toBe(true);
    expect(blocOf(s, 'c-AUTOP-64-i1')).toBe('sinistra');
    expect(blocOf(s, 'c-RAD-42-i1')).toBe('destra');
    expect(blocs(s).points).toEqual({ destra: 15, sinistra: 30 });
    expect(s.score.corteo).toBe(45);
    // The log names whose points they are, by the corteo player's seat (the log's sentence: ui/log.ts).
    const points = s.log.flat().filter((e) => e.key === 'corteo.log.scenarioPoints');
    expect(points.map((e) => [e.params?.bloc, e.params?.seat, e.params?.points])).toEqual([
      ['corteo.bloc.destra', 0, 15],
      ['corteo.bloc.sinistra', 2, 30],
    ]);
  });

  it('in strategy b the potere may fly the defendants to the prison in its movement phase: not freed, and their conviction scores nothing', () => {
    const base = board({ 'p-celere-1': [30, 20] }, { side: 'potere' });
    let s: CorteoState = { ...base, scen: { ...base.scen!, blocs: { ...blocs(base), strategy: 'force' } } };
    expect(corteoRules.legalMoves(s, 1)).toContainEqual({ type: 'helicopter' });
    s = play(s, 1, { type: 'helicopter' });
    expect(Object.values(blocs(s).defendants)).toEqual(['flown', 'flown', 'flown']);
    expect(corteoRules.legalMoves(s, 1)).not.toContainEqual({ type: 'helicopter' });
    s = withContext({ ...s, hand: 10 }, (c) => endGame(c));
    expect(s.score.potere).toBe(0);
    // In strategy a there is no helicopter.
    expect(corteoRules.legalMoves(board({ 'p-celere-1': [30, 20] }, { side: 'potere' }), 1)).not.toContainEqual({ type: 'helicopter' });
  });
});

describe('Antirepressivo: the verdict and the end', () => {
  const square = CITY.places.find((p) => p.id === 'piazzale-odio')!.hexes.filter((k) => CITY.hexes[k].terrain === 'viale');
  const governo = CITY.objectives.find((o) => o.id === 'governo')!.hexes[0];
  const six = ['c-FEM-42-1', 'c-FEM-42-2', 'c-RAD-42-1', 'c-RAD-41-1', 'c-ZOM-41-1', 'c-GRU-41-1'];

  /** Hand 10's end: six cordons and groups in Piazzale Odio, 20 points of objectives covered by the Destra. */
  function atTheEnd(prison: string[] = [], physicalDice = true): CorteoState {
    const at = Object.fromEntries(six.map((id, i) => [id, cellOf(square[i])]));
    const s = board(at, { hand: 10, side: 'potere', flow: startAt('combat') }, { ...OPTIONS, physicalDice });
    for (const id of prison) s.units.find((u) => u.id === id)!.at = 'prison';
    const jailed = power(prison);
    return {
      ...s, covered: { [governo]: 20 }, score: { corteo: 20, potere: jailed },
      scen: { ...s.scen!, blocs: { ...blocs(s), points: { destra: 20, sinistra: 0 } } },
    };
  }

  it('strategy a kept, 20 points covered, 6 units in Piazzale Odio, arrests within the defendants\u2019 10: the Destra rolls a die per defendant, 4-5-6 acquits', () => {
    let s = withContext(atTheEnd(['c-ANA-66-1']), (c) => endGame(c));
    expect(stepNow(s)).toBe('verdict');
    expect(corteoRules.decision(s)).toMatchObject({ seat: 0, kind: 'corteo.step.verdict' });
    expect(corteoRules.legalMoves(s, 0)).toEqual([1, 2, 3, 4, 5, 6].map((f) => ({ type: 'roll', faces: [f] })));
    s = play(s, 0, { type: 'roll', faces: [4] });
    s = play(s, 0, { type: 'roll', faces: [3] });
    expect(stepNow(s)).toBe('verdict');
    s = play(s, 0, { type: 'roll', faces: [6] });
    expect(stepNow(s)).toBe('over');
    expect(blocs(s).defendants).toEqual({ 'c-AUTOP-64-i1': 'sentence', 'c-MOV-44-i1': 'trial', 'c-RAD-42-i1': 'sentence' });
    // Two acquitted: 10 each to the Destra, 5 each to the Sinistra; one convicted: 5 to the potere.
    expect(blocs(s).points).toEqual({ destra: 40, sinistra: 10 });
    expect(s.score).toEqual({ corteo: 50, potere: 6 + 5 });
  });

  it('no dice when the arrests are worth more than the defendants (or the corteo is not in the square): the three are convicted, 15 to the potere', () => {
    const over = withContext(atTheEnd(['c-AUTOP-66-1', 'c-ANA-66-1']), (c) => endGame(c));
    expect(stepNow(over)).toBe('over');
    expect(over.score.potere).toBe(12 + 15);
    const away = atTheEnd();
    away.units.find((u) => u.id === six[0])!.at = cellKey([10, 10]);
    away.units.find((u) => u.id === six[1])!.at = cellKey([10, 11]);
    expect(stepNow(withContext(away, (c) => endGame(c)))).toBe('over');
  });

  it('each corteo player reads its own final (its points less its arrests and the convictions) on its own table; the winners are its seats', () => {
    const s = withContext(atTheEnd(['c-AUTOP-66-1', 'c-ANA-66-1'], false), (c) => endGame(c));
    // Destra: 20 - 0 - 15 = 5, a heavy loss on its table (15 to 0); Sinistra: 0 - 12 - 15 = -27, a loss on its own (-20 to -35).
    expect(blocs(s).results).toEqual({
      destra: { final: 5, level: 'corteo.victory.potereCrushing', winner: 'potere' },
      sinistra: { final: -27, level: 'corteo.victory.potereNarrow', winner: 'potere' },
    });
    expect(corteoRules.outcome(s)).toMatchObject({ winners: [1], reasonKey: 'corteo.antirep.end.potere' });
    const rich = atTheEnd(['c-AUTOP-66-1', 'c-ANA-66-1'], false);
    rich.score = { corteo: 90, potere: 12 };
    rich.covered = { [governo]: 90 };
    rich.scen!.blocs = { ...blocs(rich), points: { destra: 75, sinistra: 15 } };
    const won = withContext(rich, (c) => endGame(c));
    // Destra 75 - 15 = 60 (crushing, 58 and more); Sinistra 15 - 12 - 15 = -12 (a draw on its table, -5 to -20): the Destra alone wins.
    expect(blocs(won).results).toEqual({
      destra: { final: 60, level: 'corteo.victory.corteoCrushing', winner: 'corteo' },
      sinistra: { final: -12, level: 'corteo.victory.draw', winner: null },
    });
    expect(corteoRules.outcome(won)).toMatchObject({ winners: [0], reasonKey: 'corteo.antirep.end.destra', details: { destra: 60, sinistra: -12 } });
    // The Sinistra too: both win, seats 0 and 2.
    rich.scen!.blocs = { ...blocs(rich), points: { destra: 60, sinistra: 40 } };
    expect(corteoRules.outcome(withContext(rich, (c) => endGame(c)))).toMatchObject({ winners: [0, 2], reasonKey: 'corteo.antirep.end.both' });
  });

  it('a held objective scores for the player with more power on its hex', () => {
    const key = governo;
    let s = board({ [DESTRA_41]: cellOf(key), [SINISTRA_66]: cellOf(key) }, { flow: startAt('combat'), side: 'potere' });
    s = withContext(s, (c) => holdObjectives(c));
    expect(blocs(s).holders[key]).toBe('sinistra');
    s = withContext({ ...s, hand: 10 }, (c) => endGame(c));
    expect(blocs(s).points.sinistra).toBe(s.covered[key]);
    expect(blocs(s).points.destra).toBe(0);
  });
});

describe('Antirepressivo: its rulings', () => {
  it('lists every reconstruction on the Fonti screen, in both languages', () => {
    const ours = SCENARIO_RULINGS.filter((r) => r.section.startsWith('D Antirepressivo'));
    expect(ours.length).toBe(7);
    expect(ours.map((r) => r.text.it).join(' ')).toContain('1 la Destra, 2 il potere, 3 la Sinistra');
    for (const r of ours) {
      expect(r.text.it).toMatch(/^Ricostruito/);
      expect(r.text.en).toMatch(/^Reconstructed/);
    }
  });
});
