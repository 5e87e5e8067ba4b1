// The rulebook's own cases: set-up, the turn, mountains, forbidden moves, AA sites, battles,
// the structure table, the major frazione, victory and the Tournament.
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import { CAPTURE_TABLE, CARNEVALE, DOMINIO, FABRIANO_VICINA, FACTIONS, FACTION_IDS, REPERTI_TABLE, START_RESOURCES, rowFor, startingUnits } from '../../../src/games/fabrisiko/content/index.ts';
import { LINKS, inBox, isRidge } from '../../../src/games/fabrisiko/rules/board.ts';
import { fireOf } from '../../../src/games/fabrisiko/rules/battle.ts';
import { lossOptions } from '../../../src/games/fabrisiko/rules/losses.ts';
import { moveOptions, stepProblem } from '../../../src/games/fabrisiko/rules/movement.ts';
import { advance, buyable, collect, endTurn } from '../../../src/games/fabrisiko/rules/turn.ts';
import { conquer } from '../../../src/games/fabrisiko/rules/conquest.ts';
import { frozen, territoryWinners, tournamentScores, tournamentWinners } from '../../../src/games/fabrisiko/rules/victory.ts';
import type { Battle, Fighter } from '../../../src/games/fabrisiko/rules/types.ts';
import { T, active, apply, at, begin, game, logKeys, put, run, stage, stepNow } from './helpers.ts';

describe('set-up and the turn', () => {
  it('draws the sheets blind, orders play anticlockwise from the D10 winner, places the starting units', () => {
    for (const n of [2, 3, 4]) {
      const s = R.setup(R.defaultOptions(n), n, 7 + n);
      expect(new Set(s.faction).size).toBe(n);
      expect(s.order.map((_, i) => (s.order[0] - i + n) % n)).toEqual(s.order);
      s.faction.forEach((f, seat) => {
        expect(s.owner[T(f)]).toBe(seat);
        const start = startingUnits(f, n);
        expect(s.units.filter((u) => u.o === seat).reduce((k, u) => k + u.n, 0)).toBe((start.inf ?? 0) + (start.tank ?? 0) + (start.fighter ?? 0) + (start.bomber ?? 0));
        expect(s.factory[T(f)]).toBe(true);
        // The later players' compensation: resources by place in the play order.
        expect(s.res[seat]).toBe(START_RESOURCES.byPlayers[n][s.order.indexOf(seat)]);
      });
      expect(s.res[s.order[0]]).toBe(0);
      // One territory: no card at the first turn, nothing to place or buy: straight to invasion.
      expect(s.hands.every((h) => h.length === 0)).toBe(true);
      expect(stepNow(s)).toBe('invade');
      expect(logKeys(s)).toContain('fabrisiko.log.firstRoll');
    }
  });

  it('deals a 2-player game the 2-player sheets, and a game begun before them (no sheets option) the 3- and 4-player ones, so its save replays as dealt', () => {
    const count = (s: ReturnType<typeof R.setup>, seat: number) => s.units.filter((u) => u.o === seat && u.k === 'inf').reduce((k, u) => k + u.n, 0);
    const now = R.setup(R.defaultOptions(2), 2, 11);
    const before = R.setup({ tournament: false }, 2, 11);
    expect(before.faction).toEqual(now.faction);
    now.faction.forEach((f, seat) => {
      expect(count(now, seat)).toBe(FACTIONS[f].startTwoPlayers.inf);
      expect(count(before, seat)).toBe(FACTIONS[f].start.inf);
    });
    expect(FACTION_IDS.some((f) => FACTIONS[f].startTwoPlayers.inf !== FACTIONS[f].start.inf)).toBe(true);
  });

  it('draws one card for every three territories held', () => {
    const s = game(['melano', 'albacina']);
    for (const t of ['fabriano', 'attiggio', 'paterno', 'precicchie', 'ca-maiano', 'nebbiano']) s.owner[T(t)] = s.order[0];
    s.turnIdx = 0;
    const next = begin(s);
    expect(next.hands[s.order[0]]).toHaveLength(2); // 7 territories
  });

  it('collects every territory\u2019s resources at the end of the turn, Fabriano giving 10', () => {
    const s = game(['melano', 'albacina']);
    const seat = 0;
    s.owner[T('fabriano')] = seat;
    const next = run(s, (c) => collect(c, seat));
    expect(next.res[seat]).toBe(s.res[seat] + 10 + 5);
  });

  it('Albacina adds its Dominio industriale roll; Crescita economica adds 1 a frazione and 3 for Fabriano', () => {
    expect([1, 2, 6, 7, 9, 10].map((v) => rowFor(DOMINIO.rows, v))).toEqual([0, 1, 1, 2, 2, 3]);
    const s = game(['albacina', 'melano']);
    s.owner[T('fabriano')] = 0;
    s.crescita = true;
    const next = run(s, (c) => collect(c, 0));
    // 15 from the two territories; Crescita: Albacina is a frazione (+1) and Fabriano +3; Dominio 0-3.
    const dominio = next.res[0] - 15 - 1 - 3;
    expect(dominio).toBeGreaterThanOrEqual(0);
    expect(dominio).toBeLessThanOrEqual(3);
  });
});

describe('movement', () => {
  const ridgeBorder = LINKS[T('grotte')].find((l) => l.to === T('vallemontagnana'))!;

  it('tanks never cross a mountain border; infantry climbs onto the ridge; aircraft ignore it', () => {
    expect(ridgeBorder.mountain).toBe(true);
    const s = game(['melano', 'albacina']);
    const seat = active(s);
    s.owner[T('grotte')] = seat;
    for (const k of ['tank', 'inf', 'fighter'] as const) put(s, seat, k, 'grotte');
    const moves = moveOptions(s, 'invade').filter((m) => m.type === 'move' && m.from === T('grotte'));
    const to = (k: string) => moves.filter((m) => m.type === 'move' && m.kind === k).map((m) => (m as { to: number }).to);
    expect(to('tank')).not.toContain(T('vallemontagnana'));
    expect(to('inf')).toContain(ridgeBorder.ridge);
    expect(to('inf')).not.toContain(T('vallemontagnana'));
    expect(to('fighter')).toContain(T('vallemontagnana'));
    expect(isRidge(ridgeBorder.ridge)).toBe(true);
  });

  it('a tank takes an empty neutral territory and moves on to a second one', () => {
    let s = game(['melano', 'albacina']);
    s.turnIdx = s.order.indexOf(0);
    at(s, 'invade');
    put(s, 0, 'tank', 'melano');
    s = apply(s, { type: 'move', from: T('melano'), to: T('paterno'), kind: 'tank', n: 1 });
    expect(s.owner[T('paterno')]).toBe(0);
    s = apply(s, { type: 'move', from: T('paterno'), to: T('nebbiano'), kind: 'tank', n: 1 });
    expect(s.owner[T('nebbiano')]).toBe(0);
    expect(moveOptions(s, 'invade').some((m) => m.type === 'move' && m.kind === 'tank')).toBe(false);
  });

  it('forbids the suicide: land units against a territory held only by aircraft', () => {
    const s = game(['melano', 'albacina']);
    const seat = 0;
    s.turnIdx = s.order.indexOf(seat);
    put(s, 1, 'fighter', 'albacina');
    put(s, seat, 'tank', 'ca-maiano');
    s.owner[T('ca-maiano')] = seat;
    expect(stepProblem(s, seat, T('ca-maiano'), T('albacina'), 'tank', 'invade')).toBe('fabrisiko.error.suicide');
    expect(stepProblem(s, seat, T('ca-maiano'), T('albacina'), 'fighter', 'invade')).toBeNull();
  });

  // The rulebook's example: "il carro attaccante può distruggere sia la fanteria che il carro
  // nemico ma poi verrebbe automaticamente distrutto dall'aereo".
  const tankAgainstInfantryAndFighter = (hopeless: boolean) => {
    let s = game(['melano', 'albacina']);
    const seat = 0;
    s.options = { ...s.options, physicalDice: true, hopeless };
    s.turnIdx = s.order.indexOf(seat);
    at(s, 'invade');
    put(s, 1, 'fighter', 'albacina');
    put(s, 1, 'inf', 'albacina');
    put(s, seat, 'tank', 'ca-maiano');
    s.owner[T('ca-maiano')] = seat;
    s = apply(s, { type: 'move', from: T('ca-maiano'), to: T('albacina'), kind: 'tank', n: 1 });
    s = apply(s, { type: 'next' });
    s = apply(s, { type: 'battle', at: T('albacina'), bombers: [] });
    expect(stage(s)).toBe('fire');
    // The tank hits (the infantry goes), the infantry and the fighter miss.
    s = apply(s, { type: 'fire', faces: [1] });
    s = apply(s, { type: 'fire', faces: [10, 10] });
    return s;
  };

  it('land units left against aircraft alone are destroyed at once (the rulebook\'s tank)', () => {
    const s = tankAgainstInfantryAndFighter(true);
    expect(s.battle).toBeNull();
    expect(s.units.some((u) => u.o === 0 && u.k === 'tank')).toBe(false);
    expect(s.units.filter((u) => u.at === T('albacina')).map((u) => [u.o, u.k])).toEqual([[1, 'fighter']]);
    expect(s.owner[T('albacina')]).toBe(1);
    expect(logKeys(s)).toContain('fabrisiko.log.hopeless');
  });

  it('a game begun before that rule goes on rolling, and replays as it was', () => {
    const s = tankAgainstInfantryAndFighter(false);
    expect(stage(s)).toBe('fire');
    expect(s.battle?.round).toBe(2);
    expect(s.battle?.a.map((u) => u.k)).toEqual(['tank']);
    expect(logKeys(s)).not.toContain('fabrisiko.log.hopeless');
  });

  it('new games play with it; set-up reads it as given', () => {
    expect((R.defaultOptions(2) as { hopeless?: boolean }).hopeless).toBe(true);
    expect(R.setup({ tournament: false }, 2, 3).options.hopeless).toBe(false);
    expect(R.setup({ tournament: false, hopeless: true }, 2, 3).options.hopeless).toBe(true);
  });

  it('enemy AA sites fire at aircraft even in passing; aircraft away from home at the end are lost', () => {
    let s = game(['melano', 'albacina']);
    const seat = 0;
    s.turnIdx = s.order.indexOf(seat);
    at(s, 'invade');
    s.aa[T('albacina')] = true;
    put(s, seat, 'fighter', 'melano');
    s = apply(s, { type: 'move', from: T('melano'), to: T('albacina'), kind: 'fighter', n: 1 });
    expect(s.log.flat().some((e) => e.key === 'fabrisiko.log.roll' && e.params?.why === 'fabrisiko.roll.aaSite')).toBe(true);
    const alive = s.units.some((u) => u.o === seat && u.k === 'fighter');
    if (alive) {
      // Stay over a neutral territory and end the turn there: lost.
      const t = structuredClone(s);
      t.units = t.units.map((u) => (u.k === 'fighter' ? { ...u, at: T('paterno') } : u));
      t.battle = null;
      const after = run(t, (c) => endTurn(c));
      expect(after.units.some((u) => u.o === seat && u.k === 'fighter')).toBe(false);
      expect(logKeys(after)).toContain('fabrisiko.log.aircraftLost');
    }
  });

  it('Palio stops every invasion; Sagra protects its player and stops its invasions', () => {
    const s = game(['melano', 'albacina']);
    s.turnIdx = s.order.indexOf(0);
    put(s, 0, 'inf', 'melano');
    s.palio = true;
    expect(stepProblem(s, 0, T('melano'), T('paterno'), 'inf', 'invade')).toBe('fabrisiko.error.palio');
    s.palio = false;
    s.sagra = [1];
    s.owner[T('paterno')] = 1;
    expect(stepProblem(s, 0, T('melano'), T('paterno'), 'inf', 'invade')).toBe('fabrisiko.error.sagra');
    s.sagra = [0];
    expect(stepProblem(s, 0, T('melano'), T('attiggio'), 'inf', 'invade')).toBe('fabrisiko.error.sagraOwn');
  });
});

describe('battles', () => {
  const unit = (k: Fighter['k'], extra: Partial<Fighter> = {}): Fighter => ({ k, bonus: 0, aa: false, hit: false, mv: 0, from: -1, ...extra });
  const battle = (extra: Partial<Battle> = {}): Battle => ({
    at: 0, attacker: 0, defender: 1, ridge: false, a: [], d: [], round: 1, side: 'a', aCards: [], dCards: [],
    colle: false, fulmineo: false, valorosa: false, betrayA: 0, betrayD: 0, roll: [], fire: [], hits: { land: 0, any: 0, antiAir: 0 }, ...extra,
  });

  it('uses the summary table\u2019s fire, AA infantry on 1, everyone on 1 on a ridge, the aircraft\u2019s ridge penalties', () => {
    const b = battle();
    expect(['inf', 'tank', 'fighter', 'bomber'].map((k) => fireOf(b, 'a', unit(k as Fighter['k'])))).toEqual([2, 4, 5, 7]);
    expect(fireOf(b, 'd', unit('inf', { aa: true }))).toBe(1);
    const r = battle({ ridge: true });
    expect(['inf', 'fighter', 'bomber'].map((k) => fireOf(r, 'a', unit(k as Fighter['k'])))).toEqual([1, 4, 5]);
  });

  it('caps fire at 9 and adds Difesa valorosa (+1) and Colle ameno (+2, first round) for the defender', () => {
    expect(fireOf(battle(), 'a', unit('bomber', { bonus: 4 }))).toBe(9);
    const b = battle({ valorosa: true, colle: true });
    expect(fireOf(b, 'd', unit('inf'))).toBe(5);
    expect(fireOf({ ...b, round: 2 }, 'd', unit('inf'))).toBe(3);
    expect(fireOf(b, 'a', unit('inf'))).toBe(2);
  });

  it('sends aircraft hits to AA infantry first and never lets land hits reach aircraft', () => {
    const alive = { inf: 2, aa: 1, tank: 1, fighter: 1, bomber: 0 };
    const opts = lossOptions(alive, { land: 0, any: 1, antiAir: 0 });
    expect(opts).toEqual([{ inf: 0, aa: 1, tank: 0, fighter: 0, bomber: 0 }]);
    const land = lossOptions(alive, { land: 2, any: 0, antiAir: 0 });
    expect(land.every((o) => o.fighter === 0 && o.bomber === 0)).toBe(true);
    expect(land.every((o) => o.inf + o.aa + o.tank === 2)).toBe(true);
    const onlyAir = lossOptions({ inf: 0, aa: 0, tank: 0, fighter: 2, bomber: 1 }, { land: 3, any: 0, antiAir: 0 });
    expect(onlyAir).toEqual([{ inf: 0, aa: 0, tank: 0, fighter: 0, bomber: 0 }]);
    const aa = lossOptions({ inf: 1, aa: 0, tank: 1, fighter: 1, bomber: 1 }, { land: 0, any: 0, antiAir: 1 });
    expect(aa).toHaveLength(2);
  });

  it('resolves a battle to the end: only land units conquer, the loser\u2019s units are gone', () => {
    let s = game(['melano', 'albacina'], 3);
    s.turnIdx = s.order.indexOf(0);
    at(s, 'invade');
    s.owner[T('ca-maiano')] = 0;
    put(s, 0, 'tank', 'ca-maiano', 6);
    put(s, 1, 'inf', 'albacina', 1);
    s = apply(s, { type: 'move', from: T('ca-maiano'), to: T('albacina'), kind: 'tank', n: 6 });
    s = apply(s, { type: 'next' });
    expect(stepNow(s)).toBe('battles');
    s = apply(s, { type: 'battle', at: T('albacina'), bombers: [] });
    for (let i = 0; i < 200 && stepNow(s) === 'battle'; i++) s = apply(s, R.legalMoves(s, R.decision(s)!.seat)[0]);
    const won = s.owner[T('albacina')] === 0;
    expect(won || s.units.some((u) => u.o === 1 && u.at === T('albacina'))).toBe(true);
    if (won) expect(s.units.some((u) => u.o === 1 && u.at === T('albacina'))).toBe(false);
  });
});

describe('tables', () => {
  it('reads the structure capture, Reperti, Fabriano vicina and Carnevale tables as printed', () => {
    expect([1, 3, 4, 8, 9, 10].map((v) => rowFor(CAPTURE_TABLE.rows, v))).toEqual(['destroyed', 'destroyed', 'salvage', 'salvage', 'captured', 'captured']);
    expect([1, 2, 3, 6, 7, 9, 10].map((v) => rowFor(REPERTI_TABLE.rows, v))).toEqual([
      { dice: 0, plus: 2 }, { dice: 0, plus: 2 }, { dice: 1, plus: 0 }, { dice: 1, plus: 0 }, { dice: 1, plus: 2 }, { dice: 1, plus: 2 }, { dice: 2, plus: 0 },
    ]);
    expect([1, 2, 3, 7, 8, 10].map((v) => rowFor(FABRIANO_VICINA.rows, v))).toEqual(['lost', 'lost', 'back', 'back', 'taken', 'taken']);
    expect([1, 3, 4, 8, 9, 10].map((v) => rowFor(CARNEVALE.rows, v))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('the major frazione', () => {
  it('passes the loser\u2019s resources and purchases to the conqueror; the loser buys nothing until it is back', () => {
    const s = game(['melano', 'albacina']);
    s.res = [4, 9];
    s.bought[1].tank = 2;
    const next = run(s, (c) => conquer(c, 0, T('albacina')));
    expect(next.owner[T('albacina')]).toBe(0);
    expect(next.res).toEqual([13, 0]);
    expect(next.bought[0].tank).toBe(2);
    expect(next.bought[1].tank).toBe(0);
    next.res[1] = 20;
    expect(buyable(next, 1)).toEqual([]);
    const back = run(next, (c) => conquer(c, 1, T('albacina')));
    expect(buyable(back, 1).length).toBeGreaterThan(0);
    expect(logKeys(back)).toContain('fabrisiko.log.sheetBack');
  });

  it('stops buying a kind when its pieces are all out of the box', () => {
    const s = game(['melano', 'albacina']);
    s.res[0] = 100;
    put(s, 0, 'bomber', 'melano', 12);
    expect(inBox(s, 0, 'bomber')).toBe(0);
    expect(buyable(s, 0)).not.toContain('bomber');
    expect(buyable(s, 0)).toContain('fighter');
  });
});

describe('victory', () => {
  it('needs 26, 23 or 21 territories for 2, 3 or 4 players, checked at the end of a global turn', () => {
    for (const [n, need] of [[2, 26], [3, 23], [4, 21]] as const) {
      const s = game((['melano', 'albacina', 'collamato', 'marischio'] as const).slice(0, n));
      let k = 1; // the major frazione
      for (let t = 0; t < s.owner.length && k < need - 1; t++) if (s.owner[t] === -1) (s.owner[t] = 0), k++;
      expect(territoryWinners(s)).toEqual([]);
      s.owner[s.owner.indexOf(-1)] = 0;
      expect(territoryWinners(s)).toEqual([0]);
    }
  });

  it('scores the Tournament with the printed table and breaks ties by territories', () => {
    const s = game(['melano', 'albacina', 'collamato']);
    s.owner[T('fabriano')] = 0; // 15, and the most territories (12), own major (5)
    s.owner[T('paterno')] = 0;
    s.factory[T('melano')] = true; // 1
    s.owner[T('marischio')] = 1; // another major frazione: 8, own major 5
    s.res = [0, 10, 0]; // most resources: 3
    const scores = tournamentScores(s);
    expect(scores).toEqual([15 + 12 + 5 + 1, 8 + 5 + 3, 5]);
    expect(tournamentWinners(s, scores)).toEqual([0]);
    expect(tournamentWinners(s, [10, 10, 3])).toEqual([0]);
  });

  it('ends a Tournament game at the end of the global turn in which time is up', () => {
    let s = R.setup({ tournament: true }, 2, 5);
    s = apply(s, { type: 'timeUp' });
    expect(R.outcome(s)).toBeNull();
    for (let i = 0; i < 5000 && !R.outcome(s); i++) {
      const moves = R.legalMoves(s, R.decision(s)!.seat);
      s = apply(s, moves.find((m) => m.type === 'next') ?? moves[0]);
    }
    expect(R.outcome(s)?.reasonKey).toBe('fabrisiko.win.tournament');
    expect(s.globalTurn).toBe(1);
  });
});

describe('deadlock', () => {
  it('ends the game when nobody can ever conquer again (no land units, no one on their own major frazione)', () => {
    const s = game(['melano', 'albacina', 'collamato']);
    // The major frazioni taken round in a circle, the armies spent.
    s.owner[T('melano')] = 1;
    s.owner[T('albacina')] = 2;
    s.owner[T('collamato')] = 0;
    s.owner[T('paterno')] = 0;
    s.units = [];
    put(s, 1, 'fighter', 'melano');
    expect(frozen(s)).toBe(true);
    s.turnIdx = s.n - 1;
    const next = run(s, (c) => advance(c));
    expect(next.endReason).toBe('fabrisiko.win.stalemate');
    expect(next.winners).toEqual([0]);
    put(s, 1, 'inf', 'melano');
    expect(frozen(s)).toBe(false);
  });
});
