// The rules of whole missions (11, 10, 12): set-ups, veterans and the campaign, the co-op game,
// physical dice and bad input, the views.
import { describe, expect, it } from 'vitest';
import { ENGINE_REASONS } from '../../../src/engine/steps.ts';
import { BOARD_A, ENEMY_TOKENS, TRENCH_BY_ID, UNITS_BY_ID } from '../../../src/games/fiamme-d-assalto/content.ts';
import { freshRoster, inventory, rosterAfter } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { act, autoSafe, crossNoMansLand, currentTdn, drive, lastLog, play, refuse, roll, rollOk, rules, setEnemies, start, toEnemies, topTrench, trenchWith, withUnit, stepNow, at } from './helpers.ts';

describe('missions (11. Missioni): set-ups', () => {
  const objectives = (deck: string[]) => deck.filter((id) => TRENCH_BY_ID[id].kind !== 'trench');

  it('1 Addestramento: no objective, five Trincea cards, no man\u2019s land first', () => {
    const s = start(1, 1, false);
    expect(s.phase).toBe('tdn');
    expect(s.tdnDrawn).toBe(1);
    expect(s.tdnDeck.length + 1).toBe(8);
    expect(s.trenchDeck.length).toBe(5);
    expect(objectives(s.trenchDeck)).toEqual([]);
    expect(s.trenchAside.length).toBe(7);
    expect(s.pm).toBe('ready');
    expect(s.ardimento).toBe(4);
    expect(s.units.map((u) => u.grenades)).toEqual([4, 4, 4, 4, 4]);
  });

  it('2 Assalto and 4 Senza tregua: a random objective shuffled into the lower half of the deck', () => {
    for (const mission of [2, 4] as const) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 60; seed++) {
        const s = start(mission, 1, false, seed);
        expect(s.trenchDeck.length).toBe(13);
        const obj = objectives(s.trenchDeck);
        expect(obj.length).toBe(1);
        expect(TRENCH_BY_ID[obj[0]].kind).toBe('objective');
        seen.add(obj[0]);
        // top of the deck is last: the six cards on top never hide the objective
        expect(s.trenchDeck.indexOf(obj[0])).toBeLessThan(7);
        expect(s.pm).toBe(mission === 2 ? 'ready' : 'none');
      }
      expect(seen.size).toBe(3);
    }
  });

  it('3 Contrattacco: no no man\u2019s land, three cards discarded unseen, +1 to the enemy die', () => {
    const s = start(3, 1, false);
    expect(s.phase).toBe('trench');
    expect(s.tdnDeck).toEqual([]);
    expect(s.tdnCard).toBeNull();
    expect(s.trenchDeck.length).toBe(9);
    expect(s.trenchAside.length).toBe(3);
    expect(objectives(s.trenchDeck)).toEqual([]);
    expect(stepNow(s)).toBe('command');
    const v = rules.view(s, 'table');
    expect(v.trench).toMatchObject({ deckCount: 9, asideCount: 3, total: 9, objectiveInDeck: false });
    expect(v.tdn.used).toBe(false);
  });

  it('3 Contrattacco: a 7 reads the 6 row and adds an enemy that grenades and PM cannot touch', () => {
    let s = trenchWith('tr-camminamento', 1);
    s = act(s, { type: 'bomb' });
    s = toEnemies(s, 1);
    s = { ...s, suppression: 5 };
    s = roll(s, 6);
    s = act(s, { type: 'accept' });
    const table = TRENCH_BY_ID['tr-camminamento'].enemies;
    expect(lastLog(s, 'fiamme.log.enemies')?.params).toEqual({ count: table[5] + 1, roll: 7 });
    expect(s.enemies.length).toBe(table[5] + 1);
    const hard = s.enemies[s.enemies.length - 1];
    expect(hard).toMatchObject({ hard: true, up: true });
    expect(s.enemies.filter((e) => e.hard).length).toBe(1);
    // PM points flipped every other enemy, not the unbreakable one
    expect(s.enemies.slice(0, -1).every((e) => !e.up)).toBe(true);
    s = setEnemies(s, [hard]);
    s = roll(at(s, 'grenade'), 6, 3, 2); // nothing to reroll for: it applies at once
    expect(s.lastRoll?.final).toBe(true);
    expect(s.lastRoll?.dice.every((d) => d.effect.key === 'fiamme.die.grenade.noTarget' && !d.useful)).toBe(true);
    expect(s.enemies).toEqual([hard]);

    let t = trenchWith('tr-camminamento', 0, 3, 2);
    t = toEnemies(t, 1);
    t = roll(t, 5);
    t = act(t, { type: 'accept' });
    expect(lastLog(t, 'fiamme.log.enemies')?.params).toEqual({ count: table[5], roll: 6 });
    expect(t.enemies.some((e) => e.hard)).toBe(false);
  });

  it('5 Assalto alla trincea di supporto: the link trench first, then 8 cards and an objective', () => {
    let s = start(5, 1, true, 4);
    expect(objectives(s.trenchDeck)).toEqual(['tr-collegamento']);
    expect(s.trenchDeck.indexOf('tr-collegamento')).toBeLessThan(7);
    s = crossNoMansLand(s);
    s = topTrench(s, 'tr-collegamento');
    s = rollOk(s, 1, 1, 1);
    expect(s.trenchCard).toBe('tr-collegamento');
    expect(lastLog(s, 'fiamme.log.objectiveCard')).toBeTruthy();
    s = drive(s, { select: [[1]] }, (x) => stepNow(x) === 'enemies');
    s = roll(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    s = roll(at(s, 'melee'), 6, 1);
    expect(s.stage).toBe(2);
    expect(s.trenchDeck.length).toBe(9);
    const obj = objectives(s.trenchDeck);
    expect(obj.length).toBe(1);
    expect(TRENCH_BY_ID[obj[0]].kind).toBe('objective');
    expect(s.trenchAside.length).toBe(4);
    expect(s.trenchDiscard).toEqual(['tr-collegamento']);
    expect(s.result).toBeNull();
    expect(stepNow(s)).toBe('command');
  });

  it('the objective discarded wins the mission; an objective holding out stays on the table', () => {
    let s = start(2, 1, true, 5);
    s = crossNoMansLand(s);
    const obj = objectives(s.trenchDeck)[0];
    s = topTrench(s, obj);
    s = rollOk(s, 1, 1, 1);
    s = drive(s, { select: [[1]], test: [[6]] }, (x) => stepNow(x) === 'enemies');
    s = withUnit(s, s.active, { wounds: 2 });
    s = roll(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    s = { ...s, ardimento: 0 };
    s = roll(at(s, 'melee'), 1, 6); // eliminated on the objective
    expect(s.trenchCard).toBe(obj);
    expect(stepNow(s)).toBe('command');
    const drawn = s.trenchDrawn;
    s = rollOk(s, 1, 1, 1);
    expect(s.trenchDrawn).toBe(drawn); // nothing drawn
    expect(lastLog(s, 'fiamme.log.objectiveStays')).toBeTruthy();
    s = drive(s, { select: [[2]], test: [[6]] }, (x) => stepNow(x) === 'enemies');
    s = roll(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    s = roll(at(s, 'melee'), 6, 1);
    expect(stepNow(s)).toBe('over');
    expect(rules.outcome(s)).toMatchObject({ winners: [0], reasonKey: 'fiamme.win.mission' });
    expect(rules.decision(s)).toBeNull();
    expect(rules.activeSeats(s)).toEqual([]);
  });

  it('every unit lost is a defeat', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    for (const i of [0, 1, 2, 3]) s = withUnit(s, i, { wounds: 3, status: 'eliminated' });
    s = withUnit(s, 4, { wounds: 2 });
    s = { ...s, ardimento: 0 };
    s = roll(s, 1, 1, 1);
    s = roll(s, 1);
    expect(stepNow(s)).toBe('over');
    expect(rules.outcome(s)).toMatchObject({ winners: [], reasonKey: 'fiamme.lose.wiped' });
    expect(lastLog(s, 'fiamme.log.lose')).toBeTruthy();
  });

  it('Addestramento and Contrattacco end, won, once their last card is resolved', () => {
    const a = autoSafe(start(1, 1, true, 6), (x) => stepNow(x) === 'over');
    expect(rules.outcome(a)).toMatchObject({ winners: [0], reasonKey: 'fiamme.win.training' });
    expect(a.trenchDiscard.length).toBe(5);
    const c = autoSafe(start(3, 1, true, 6), (x) => stepNow(x) === 'over');
    expect(rules.outcome(c)).toMatchObject({ winners: [0], reasonKey: 'fiamme.win.counterattack' });
    expect(c.trenchDiscard.length).toBe(9);
  });
});

describe('veterans and the campaign (10. Veterani)', () => {
  it('a unit surviving its second mission improves one attribute of the player\u2019s choice', () => {
    const roster = freshRoster(1);
    roster.units[0].missions = 1;
    let s = start(1, 1, true, 7, roster);
    expect(s.units[0].missions).toBe(1);
    s = autoSafe(s, (x) => stepNow(x) === 'veteran');
    expect(rules.outcome(s)).toBeNull(); // the decision comes before the end
    expect(rules.decision(s)).toEqual({ seat: 0, secret: false, kind: 'fiamme.step.veteran' });
    expect(rules.legalMoves(s, 0)).toEqual(
      (['agilita', 'combattimento', 'coraggio', 'riflessi'] as const).map((attribute) => ({ type: 'improve', unit: 0, attribute })),
    );
    refuse(s, 0, { type: 'improve', unit: 1, attribute: 'coraggio' }, 'fiamme.error.badUnit');
    refuse(s, 0, { type: 'improve', unit: 0, attribute: 'fuoco' }, 'fiamme.error.badAttribute');
    s = act(s, { type: 'improve', unit: 0, attribute: 'coraggio' });
    expect(stepNow(s)).toBe('over');
    const r = rosterAfter(s);
    expect(r.units[0]).toEqual({
      id: 'a1',
      attrs: { ...BOARD_A[0].attrs, coraggio: BOARD_A[0].attrs.coraggio + 1 },
      missions: 2,
      veteran: 'coraggio',
    });
    expect(r.units[1].missions).toBe(1);
    expect(r).toMatchObject({ mode: 'solo', missionsPlayed: 1, missionsWon: 1, history: [{ mission: 1, won: true }] });
    // the next mission starts from the roster; a veteran improves only once
    const next = start(2, 1, true, 8, r);
    expect(next.units[0]).toMatchObject({ attrs: r.units[0].attrs, missions: 2, veteran: 'coraggio' });
    const again = autoSafe(start(1, 1, true, 9, r), (x) => stepNow(x) === 'over' || stepNow(x) === 'veteran');
    expect(stepNow(again)).toBe('veteran'); // Squadra 2 reaches two missions now...
    expect(rules.view(again, 'table').veteranPending).not.toContain(0); // ...but Squadra 1 is already a veteran
  });

  it('a lost unit comes back as a recruit with the board\u2019s values; a defeat adds no mission', () => {
    const roster = freshRoster(1);
    roster.units[2] = { id: 'a3', attrs: { agilita: 6, combattimento: 3, coraggio: 3, riflessi: 3 }, missions: 3, veteran: 'agilita' };
    let s = currentTdn(start(2, 1, true, 1, roster), 'tdn-bombardamento');
    for (const i of [0, 1, 3, 4]) s = withUnit(s, i, { wounds: 3, status: 'eliminated' });
    s = withUnit(s, 2, { wounds: 2 });
    s = { ...s, ardimento: 0 };
    s = roll(s, 1, 1, 1);
    s = roll(s, 1);
    expect(s.result).toBe('lost');
    const r = rosterAfter(s);
    expect(r.units[2]).toEqual({ id: 'a3', attrs: UNITS_BY_ID.a3.attrs, missions: 0, veteran: null });
    expect(r).toMatchObject({ missionsPlayed: 1, missionsWon: 0, history: [{ mission: 2, won: false }] });
  });

  it('rejects a roster for the other mode or with the wrong units, and rosterAfter before the end', () => {
    expect(() => start(1, 1, true, 1, freshRoster(2))).toThrow(RangeError);
    const bad = freshRoster(1);
    bad.units.pop();
    expect(() => start(1, 1, true, 1, bad)).toThrow(RangeError);
    expect(() => rosterAfter(start(1))).toThrow();
  });
});

describe('co-op game (12. Gioco cooperativo)', () => {
  it('board B: two units and a PM per player; each rolls two command dice in turn', () => {
    let s = currentTdn(start(2, 2), 'tdn-bombardamento');
    expect(s.units.map((u) => [u.id, u.owner, u.kind, u.grenades])).toEqual([
      ['b1-1', 0, 'squad', 4],
      ['b1-2', 0, 'squad', 4],
      ['b1-pm', 0, 'pm', 0],
      ['b2-1', 1, 'squad', 4],
      ['b2-2', 1, 'squad', 4],
      ['b2-pm', 1, 'pm', 0],
    ]);
    expect(s.pm).toBe('none');
    expect(rules.view(s, 'table').pendingRoll?.count).toBe(2);
    expect(rules.decision(s)?.seat).toBe(0);
    refuse(s, 1, { type: 'roll', values: [3, 3] }, ENGINE_REASONS.notYourTurn);
    s = roll(s, 3, 6);
    expect(rules.decision(s)?.seat).toBe(1);
    s = roll(s, 4, 1);
    s = act(s, { type: 'accept' });
    expect(s.pc).toEqual([2, 1]);
    expect(stepNow(s)).toBe('spend');
    expect(rules.decision(s)?.seat).toBe(0);
  });

  it('a player selects one of their own units for 1 point, never the partner\u2019s', () => {
    let s = currentTdn(start(2, 2), 'tdn-bombardamento');
    s = roll(s, 3, 1);
    s = act(s, { type: 'accept' });
    s = roll(s, 3, 1);
    s = act(s, { type: 'accept' });
    refuse(s, 0, { type: 'choose', unit: 3 }, 'fiamme.error.notYourUnit');
    s = act(s, { type: 'choose', unit: 2 }); // the PM is a unit too
    expect(s.active).toBe(2);
    expect(s.pc).toEqual([0, 1]);
    expect(rules.decision(s)?.seat).toBe(1); // seat 1 may still spend
    s = act(s, { type: 'done' });
    expect(stepNow(s)).toBe('test');
    expect(rules.decision(s)?.seat).toBe(0); // the unit's player rolls
  });

  it('otherwise one player volunteers and an odd/even die picks their unit 1 or 2', () => {
    let s = currentTdn(start(2, 2), 'tdn-bombardamento');
    s = rollOk(s, 1, 1);
    s = rollOk(s, 1, 1);
    expect(stepNow(s)).toBe('volunteer');
    expect(rules.decision(s)?.seat).toBe(0);
    s = act(s, { type: 'volunteer', seat: 1 });
    expect(rules.decision(s)).toEqual({ seat: 1, secret: false, kind: 'fiamme.step.select' });
    s = roll(s, 3);
    s = act(s, { type: 'accept' });
    expect(s.units[s.active].id).toBe('b2-1');

    let t = currentTdn(start(2, 2, true, 2), 'tdn-bombardamento');
    t = withUnit(t, 4, { wounds: 3, status: 'eliminated' });
    t = rollOk(rollOk(t, 1, 1), 1, 1);
    t = act(t, { type: 'volunteer', seat: 1 });
    t = roll(t, 4); // even: unit 2 is gone, choose among the player's own
    t = act(t, { type: 'accept' });
    expect(stepNow(t)).toBe('pick');
    expect(rules.legalMoves(t, 1)).toEqual([
      { type: 'pick', unit: 3 },
      { type: 'pick', unit: 5 },
    ]);
  });

  it('players may pool one point each for an Ardimento point', () => {
    let s = currentTdn({ ...start(2, 2), ardimento: 2 }, 'tdn-bombardamento');
    s = roll(s, 3, 1);
    s = act(s, { type: 'accept' });
    s = roll(s, 3, 1);
    s = act(s, { type: 'accept' });
    expect(rules.legalMoves(s, 0)).toContainEqual({ type: 'ardimento', partner: 1 });
    refuse(s, 0, { type: 'ardimento' }, 'fiamme.error.notEnoughPoints');
    s = act(s, { type: 'ardimento', partner: 1 });
    expect(s.ardimento).toBe(3);
    expect(s.pc).toEqual([0, 0]);
    expect(lastLog(s, 'fiamme.log.buy.ardimento')?.params).toEqual({ seat: 0, ardimento: 3, partner: 1 });
  });

  it('the PM fires FUOCO for 1 point: one die per value, a suppression point for each reaching it', () => {
    let s = start(3, 2);
    s = rollOk(s, 6, 1);
    s = rollOk(s, 1, 1);
    expect(stepNow(s)).toBe('spend');
    const pm = s.units[2];
    expect(pm.fuoco).toEqual(UNITS_BY_ID['b1-pm'].fuoco);
    refuse(s, 0, { type: 'fuoco', unit: 5 }, 'fiamme.error.notYourUnit');
    s = act(s, { type: 'fuoco', unit: 2 });
    expect(stepNow(s)).toBe('fuoco');
    s = roll(s, pm.fuoco![0], pm.fuoco![1] - 1);
    s = act(s, { type: 'accept' });
    expect(s.suppression).toBe(1);
    expect(stepNow(s)).toBe('volunteer'); // seat 0 had no point left, seat 1 none at all
  });

  it('a won co-op mission is won by both players', () => {
    const s = autoSafe(start(1, 2, true, 3), (x) => stepNow(x) === 'over');
    expect(rules.outcome(s)?.winners).toEqual([0, 1]);
  });
});

describe('physical dice and bad input', () => {
  it('physical dice: values are required, one per die, 1 to 6', () => {
    const s = start(2);
    refuse(s, 0, { type: 'roll' }, 'fiamme.error.valuesRequired');
    refuse(s, 0, { type: 'roll', values: [1, 2] }, 'fiamme.error.badValues');
    refuse(s, 0, { type: 'roll', values: [1, 2, 7] }, 'fiamme.error.badValues');
    refuse(s, 0, { type: 'roll', values: [1, 2, 2.5] }, 'fiamme.error.badValues');
    refuse(s, 0, { type: 'roll', values: 'abc' }, 'fiamme.error.badValues');
    const r = roll(s, 1, 2, 5);
    expect(r.lastRoll).toMatchObject({ physical: true, purpose: 'command', dice: [{ value: 1 }, { value: 2 }, { value: 5 }] });
    expect(r.rng).toEqual(s.rng); // no randomness used for entered dice
    refuse(r, 0, { type: 'reroll', die: 0 }, 'fiamme.error.valuesRequired');
    refuse(r, 0, { type: 'reroll', die: 0, value: 0 }, 'fiamme.error.badValues');
    refuse(r, 0, { type: 'reroll', die: 5, value: 3 }, 'fiamme.error.badDie');
  });

  it('app dice: no values accepted; the rules roll from the state\u2019s generator', () => {
    const s = start(2, 1, false);
    refuse(s, 0, { type: 'roll', values: [1, 2, 3] }, 'fiamme.error.valuesNotAllowed');
    const r = rules.apply(s, 0, { type: 'roll' });
    expect(r.ok && r.barrier).toBe(true);
    if (r.ok) {
      expect(r.state.rng).not.toEqual(s.rng);
      expect(r.state.lastRoll?.dice.every((d) => d.value >= 1 && d.value <= 6)).toBe(true);
    }
    expect(rules.legalMoves(s, 0)).toEqual([{ type: 'roll' }]);
  });

  it('refuses wrong seats, wrong steps and malformed moves, changing nothing', () => {
    const s = start(2, 2);
    refuse(s, 1, { type: 'roll', values: [1, 1] }, ENGINE_REASONS.notYourTurn);
    refuse(s, 0, null, ENGINE_REASONS.badMove);
    refuse(s, 0, { foo: 1 }, ENGINE_REASONS.badMove);
    refuse(s, 0, { type: 'done' }, ENGINE_REASONS.wrongStep);
    refuse(s, 0, { type: 'pick', unit: 0 }, ENGINE_REASONS.wrongStep);
    let t = roll(roll(s, 6, 6), 6, 6);
    t = { ...t, ardimento: 4 };
    refuse(t, 0, { type: 'choose', unit: 99 }, 'fiamme.error.badUnit');
    refuse(t, 0, { type: 'bomb' }, 'fiamme.error.notTrench');
    refuse(t, 0, { type: 'fuoco', unit: 2 }, 'fiamme.error.notTrench');
    refuse(t, 0, { type: 'volunteer', seat: 0 }, ENGINE_REASONS.wrongStep);
    refuse(t, 0, { type: 'ardimento' }, 'fiamme.error.ardimentoFull');
    refuse(t, 0, { type: 'roll', values: [1, 1] }, ENGINE_REASONS.wrongStep);
    const solo = { ...trenchWith('tr-camminamento', 2), ardimento: 2 };
    refuse(solo, 0, { type: 'ardimento', partner: 1 }, 'fiamme.error.notCoop');
    const over = autoSafe(start(1, 1, true, 2), (x) => stepNow(x) === 'over');
    refuse(over, 0, { type: 'roll', values: [1] }, ENGINE_REASONS.gameOver);
    expect(rules.legalMoves(over, 0)).toEqual([]);
  });

  it('never mutates its input and keeps the state JSON round-trip safe', () => {
    let s = start(5, 2, false, 11);
    for (let i = 0; i < 120 && stepNow(s) !== 'over'; i++) {
      const d = rules.decision(s)!;
      const moves = rules.legalMoves(s, d.seat);
      const before = JSON.stringify(s);
      const r = rules.apply(s, d.seat, moves[i % moves.length]);
      expect(JSON.stringify(s)).toBe(before);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
  });
});

describe('views', () => {
  it('show no deck order and no bag content; a flipped token shows only its back', () => {
    let s = start(2, 1, true, 12);
    const v = rules.view(s, 'table');
    const text = JSON.stringify(v);
    for (const id of [...s.trenchDeck, ...s.tdnDeck]) expect(text.includes(id), id).toBe(false);
    for (const t of ENEMY_TOKENS) expect(text.includes(t.id)).toBe(false);
    expect(v.trench.objectiveInDeck).toBe(true);
    expect(v.tdn.current?.id).toBe(s.tdnCard);
    expect(v).toEqual({ ...rules.view(s, 0), viewer: 'table' });
    expect(() => rules.view(s, 3)).toThrow(RangeError);

    s = trenchWith('tr-camminamento', 0, 2);
    s = toEnemies(s, 1);
    s = rollOk(s, 1);
    s = setEnemies(s, [
      { t: 10, up: true, hard: false },
      { t: 11, up: false, hard: false },
    ]);
    const w = rules.view(s, 'table');
    expect(w.enemies).toEqual([
      { slot: 0, side: 'front', fire: ENEMY_TOKENS[10].fire, melee: ENEMY_TOKENS[10].melee, unbreakable: false },
      { slot: 1, side: 'back', fire: null, melee: ENEMY_TOKENS[11].backMelee, unbreakable: false },
    ]);
    expect(w.bagCount).toBe(ENEMY_TOKENS.length - 2);
  });

  it('tell the player what they may do now, with the moves open', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    let v = rules.view(s, 'table');
    expect(v.explainKey).toBe('fiamme.explain.command');
    expect(v.choices).toEqual([{ type: 'roll' }]);
    expect(v.pendingRoll).toMatchObject({ purpose: 'command', count: 3, seat: 0 });
    s = roll(s, 6, 6, 1);
    v = rules.view(s, 'table');
    expect(v.step).toBe('reroll');
    expect(v.explainKey).toBe('fiamme.explain.reroll');
    expect(v.choices).toEqual([{ type: 'accept' }, { type: 'reroll', die: 2 }]);
    expect(v.lastRoll?.final).toBe(false);
    s = act(s, { type: 'accept' });
    v = rules.view(s, 'table');
    expect(v.explainKey).toBe('fiamme.explain.spend.tdn');
    expect(v.explainParams.points).toBe(2);
    expect(v.choices.map((m) => m.type)).toEqual(['modifier', 'choose', 'choose', 'choose', 'choose', 'choose', 'done']);
  });

  it('keeps a public log of i18n keys with flat params', () => {
    const s = autoSafe(start(5, 2, true, 13), (x) => stepNow(x) === 'over' || x.turn > 12);
    for (const e of s.log) {
      expect(e.key.startsWith('fiamme.log.')).toBe(true);
      for (const v of Object.values(e.params)) expect(['string', 'number']).toContain(typeof v);
    }
  });
});

describe('inventory helper', () => {
  it('counts every card once', () => {
    const s = start(2, 1, false, 3);
    const inv = inventory(s);
    expect(inv.tdn.length).toBe(8);
    expect(inv.trench.length).toBe(13);
    expect(inv.enemies.length).toBe(ENEMY_TOKENS.length);
    expect(play).toBeTypeOf('function');
  });
});
