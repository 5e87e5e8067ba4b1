// The rules, chapter by chapter (3-9): tests, wounds, Ardimento, command points and the active
// unit, the enemy, melee, the PM, GRANATE and DIFESA. Missions, the campaign, co-op and bad
// input are in rules-missions.test.ts.
import { describe, expect, it } from 'vitest';
import { ENEMY_TOKENS, GRENADES_MAX, PM_TABLE, TRENCH_BY_ID } from '../../../src/games/fiamme-d-assalto/content.ts';
import { freshRoster, type FiammeState } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { act, autoSafe, crossNoMansLand, currentTdn, drive, lastLog, refuse, roll, rollOk, rules, setEnemies, start, toEnemies, trenchWith, unitIndex, withUnit, stepNow, at } from './helpers.ts';

describe('attribute tests (3. Test attributo)', () => {
  it('the rulebook example: CORAGGIO (7) passes when die + Coraggio reaches 7', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = rollOk(s, 1, 1, 1); // no command point (the reroll offer declined): the spend step is skipped
    expect(stepNow(s)).toBe('select');
    s = rollOk(s, 2); // Squadra 2, Coraggio 4
    const a2 = unitIndex(s, 'a2');
    expect(s.active).toBe(a2);
    expect(s.units[a2].attrs.coraggio).toBe(4);
    s = roll(s, 3); // 3 + 4 = 7: passed, nothing to reroll
    expect(lastLog(s, 'fiamme.log.test.pass')?.params).toMatchObject({ total: 7, difficulty: 7, attr: 'fiamme.attr.coraggio' });
    expect(s.lastRoll?.result.key).toBe('fiamme.result.test.pass');
    expect(s.lastRoll?.final).toBe(true);
    expect(s.units[a2].wounds).toBe(0);
    expect(s.tdnDiscard).toEqual(['tdn-bombardamento']);
    expect(stepNow(s)).toBe('command'); // the next card is up
    expect(s.tdnDrawn).toBe(2);
  });

  it('a total below the difficulty fails and wounds the active unit', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = rollOk(s, 1, 1, 1);
    s = rollOk(s, 2);
    s = roll(s, 2); // 2 + 4 = 6
    expect(stepNow(s)).toBe('reroll'); // Ardimento 4: the failed die may be rerolled
    expect(s.lastRoll?.dice[0]).toMatchObject({ useful: true, rerollable: true, effect: { key: 'fiamme.die.test.fail' } });
    s = act(s, { type: 'accept' });
    expect(s.units[unitIndex(s, 'a2')].wounds).toBe(1);
    expect(lastLog(s, 'fiamme.log.test.fail')?.params).toMatchObject({ total: 6, difficulty: 7 });
  });

  it('a PC token on the card gives +1 to the test', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = rollOk(s, 3, 1, 1); // 1 command point
    expect(stepNow(s)).toBe('spend');
    s = act(s, { type: 'modifier' }); // nothing else affordable: the step ends by itself
    expect(s.modifier).toBe(true);
    s = rollOk(s, 2);
    s = roll(s, 2); // 2 + 4 + 1 = 7
    expect(lastLog(s, 'fiamme.log.test.pass')?.params).toMatchObject({ total: 7 });
    expect(s.modifier).toBe(false);
  });

  it('the Cecchino has no test: a die at or above its value wounds, with no modifier allowed', () => {
    let s = currentTdn(start(2), 'tdn-cecchino');
    s = roll(s, 6, 6, 6);
    expect(rules.legalMoves(s, 0).some((m) => m.type === 'modifier')).toBe(false);
    refuse(s, 0, { type: 'modifier' }, 'fiamme.error.noTest');
    s = act(s, { type: 'done' });
    s = rollOk(s, 1);
    expect(rules.view(s, 'table').pendingRoll?.dice[0].target).toBe(4);
    s = roll(s, 4); // Cecchino 4: hit
    expect(stepNow(s)).toBe('reroll');
    s = act(s, { type: 'accept' });
    expect(s.units[0].wounds).toBe(1);
  });
});

describe('wounds (4. Ferite)', () => {
  it('no effect at the first wound, -1 to tests from the second, eliminated at the third', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    const a2 = unitIndex(s, 'a2');
    s = withUnit(s, a2, { wounds: 1 });
    s = rollOk(s, 1, 1, 1);
    s = rollOk(s, 2);
    s = roll(s, 3); // 3 + 4 = 7 with one wound: passed
    expect(lastLog(s, 'fiamme.log.test.pass')?.params).toMatchObject({ total: 7 });

    s = currentTdn(withUnit(s, a2, { wounds: 2 }), 'tdn-buca'); // CORAGGIO (7) too
    expect(rules.view(s, 'table').units[a2].penalty).toBe(true);
    s = rollOk(s, 1, 1, 1);
    s = rollOk(s, 2);
    s = roll(s, 3); // 3 + 4 - 1 = 6: failed
    s = act(s, { type: 'accept' });
    expect(lastLog(s, 'fiamme.log.test.fail')?.params).toMatchObject({ total: 6 });
    expect(s.units[a2]).toMatchObject({ wounds: 3, status: 'eliminated' });
    expect(lastLog(s, 'fiamme.log.eliminated')?.params.unit).toBe('fiamme.unit.a2');
  });

  it('the -1 does not touch melee (ruling: melee is not a test)', () => {
    let s = trenchWith('tr-camminamento', 0);
    s = withUnit(s, 0, { wounds: 2 });
    s = toEnemies(s, 1);
    s = rollOk(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    s = at(s, 'melee');
    const c = s.units[0].attrs.combattimento;
    const m = ENEMY_TOKENS[0].backMelee;
    // the unit's total beats the enemy's by exactly 1 if (and only if) no penalty applies
    const x = 3 + m - c;
    expect(x >= 1 && x <= 6).toBe(true);
    s = roll(s, x, 2);
    expect(lastLog(s, 'fiamme.log.melee.win')?.params).toMatchObject({ total: x + c, enemyTotal: 2 + m });
  });
});

describe('Ardimento (5. Punti Ardimento)', () => {
  it('rerolls one die per point, only where it can help; the enemy melee die never', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = roll(s, 1, 1, 5); // two dice could become points
    expect(stepNow(s)).toBe('reroll');
    refuse(s, 0, { type: 'reroll', die: 2, value: 6 }, 'fiamme.error.notRerollable');
    s = act(s, { type: 'reroll', die: 0, value: 4 });
    expect(s.ardimento).toBe(3);
    expect(s.lastRoll?.dice[0]).toMatchObject({ value: 4, rerolled: 1, effect: { key: 'fiamme.die.command.point' } });
    expect(stepNow(s)).toBe('reroll'); // die 1 can still help
    s = act(s, { type: 'accept' });
    expect(s.pc[0]).toBe(2);
    expect(lastLog(s, 'fiamme.log.reroll')?.params).toMatchObject({ die: 1, from: 1, to: 4, ardimento: 3 });
  });

  it('with no Ardimento left the roll applies at once', () => {
    let s = currentTdn({ ...start(2), ardimento: 0 }, 'tdn-bombardamento');
    s = roll(s, 1, 1, 1);
    s = roll(s, 2);
    s = roll(s, 1);
    expect(stepNow(s)).toBe('command');
    expect(s.units[unitIndex(s, 'a2')].wounds).toBe(1);
  });

  it('2 command points buy one Ardimento point, never above 4', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = roll(s, 6, 6, 1);
    s = act(s, { type: 'accept' });
    refuse(s, 0, { type: 'ardimento' }, 'fiamme.error.ardimentoFull');
    s = { ...s, ardimento: 2 };
    s = act(s, { type: 'ardimento' });
    expect(s.ardimento).toBe(3);
    expect(s.pc[0]).toBe(0);
    expect(stepNow(s)).toBe('select');
  });

  it('the melee die of the enemy is marked as not rerollable', () => {
    let s = trenchWith('tr-camminamento', 0);
    s = toEnemies(s, 1);
    s = rollOk(s, 1);
    s = setEnemies(s, [{ t: 0, up: true, hard: false }]);
    s = roll(at(s, 'melee'), 1, 6); // surely lost
    expect(stepNow(s)).toBe('reroll');
    expect(s.lastRoll?.dice.map((d) => d.role)).toEqual(['meleeUnit', 'meleeEnemy']);
    expect(s.lastRoll?.dice[1].rerollable).toBe(false);
    expect(rules.legalMoves(s, 0).filter((m) => m.type === 'reroll' && m.die === 1)).toEqual([]);
    refuse(s, 0, { type: 'reroll', die: 1, value: 1 }, 'fiamme.error.notRerollable');
  });
});

describe('command points and unit selection (8.1, 8.2, 9.1, 9.2)', () => {
  it('three dice, one point for each 3 or more', () => {
    let s = start(2);
    s = roll(s, 2, 3, 6);
    s = act(s, { type: 'accept' });
    expect(s.pc).toEqual([2]);
    expect(s.lastRoll?.dice.map((d) => d.effect.key)).toEqual([
      'fiamme.die.command.none',
      'fiamme.die.command.point',
      'fiamme.die.command.point',
    ]);
  });

  it('2 points choose the active unit; otherwise a die names it', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = roll(s, 6, 6, 1);
    s = act(s, { type: 'accept' });
    s = act(s, { type: 'choose', unit: 3 });
    expect(s.active).toBe(3);
    expect(stepNow(s)).toBe('test');
    expect(lastLog(s, 'fiamme.log.selected')?.params.how).toBe('fiamme.how.choice');
  });

  it('a 6, or the number of a unit no longer in play, gives a free choice', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = withUnit(s, 2, { wounds: 3, status: 'eliminated' });
    s = rollOk(s, 1, 1, 1);
    s = roll(s, 3); // Squadra 3 is gone
    expect(stepNow(s)).toBe('reroll'); // a selection die can always be rerolled
    s = act(s, { type: 'accept' });
    expect(stepNow(s)).toBe('pick');
    expect(rules.legalMoves(s, 0)).toEqual([0, 1, 3, 4].map((unit) => ({ type: 'pick', unit })));
    refuse(s, 0, { type: 'pick', unit: 2 }, 'fiamme.error.unitGone');
    s = act(s, { type: 'pick', unit: 4 });
    expect(s.active).toBe(4);

    let t = currentTdn(start(2, 1, true, 2), 'tdn-bombardamento');
    t = rollOk(t, 1, 1, 1);
    t = roll(t, 6);
    t = act(t, { type: 'accept' });
    expect(stepNow(t)).toBe('pick');
  });

  it('the last unit left is active without a roll', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    for (const i of [0, 1, 2, 3]) s = withUnit(s, i, { wounds: 3, status: 'eliminated' });
    s = rollOk(s, 1, 1, 1);
    expect(stepNow(s)).toBe('test');
    expect(s.active).toBe(4);
    expect(lastLog(s, 'fiamme.log.selected')?.params.how).toBe('fiamme.how.only');
  });

  it('Terra di Nessuno tokens carry to the trenches and are spent after the rolled points', () => {
    let s = currentTdn(start(2), 'tdn-staffetta');
    s = rollOk(s, 1, 1, 1);
    s = rollOk(s, 5); // Squadra 5, Riflessi 5
    s = roll(s, 6);
    expect(s.tokens).toEqual([2]);
    s = rollOk(s, 3, 1, 1);
    expect(rules.view(s, 'table').explainParams.points).toBe(1); // tokens wait for the trenches
    s = crossNoMansLand(s);
    s = roll(s, 6, 1, 1);
    s = act(s, { type: 'accept' });
    expect(rules.view(s, 'table').explainParams.points).toBe(3);
    s = act(s, { type: 'bomb' });
    expect([s.pc[0], s.tokens[0]]).toEqual([0, 2]);
    s = act(s, { type: 'choose', unit: 0 });
    expect([s.pc[0], s.tokens[0]]).toEqual([0, 0]);
  });
});

describe('enemy forces, grenades and fire (9.3.1-9.3.3)', () => {
  it('the die on the card\u2019s table says how many enemies come out of the bag, face up', () => {
    let s = trenchWith('tr-camminamento', 0, 2);
    s = toEnemies(s, 1);
    const table = TRENCH_BY_ID['tr-camminamento'].enemies;
    s = roll(s, 5);
    if (stepNow(s) === 'reroll') s = act(s, { type: 'accept' });
    expect(s.enemies.length).toBe(table[4]);
    expect(s.enemies.every((e) => e.up && !e.hard)).toBe(true);
    expect(s.bag.length + s.enemies.length).toBe(ENEMY_TOKENS.length);
  });

  it('grenade dice: 1 nothing, 2-5 suppress the first face-up enemy, 6 eliminates the first face-up one', () => {
    let s = trenchWith('tr-camminamento', 1);
    s = act(s, { type: 'bomb' });
    s = toEnemies(s, 1);
    s = roll(s, 1);
    s = setEnemies(s, [
      { t: 0, up: true, hard: false },
      { t: 1, up: true, hard: false },
      { t: 2, up: true, hard: false },
    ]);
    expect(stepNow(s)).toBe('grenade');
    s = roll(s, 1, 3, 6);
    s = act(s, { type: 'accept' });
    expect(s.lastRoll?.dice.map((d) => [d.effect.key, d.effect.params.enemy ?? null])).toEqual([
      ['fiamme.die.grenade.miss', null],
      ['fiamme.die.grenade.suppress', 1],
      ['fiamme.die.grenade.kill', 2],
    ]);
    expect(s.enemies).toEqual([
      { t: 0, up: false, hard: false },
      { t: 2, up: true, hard: false },
    ]);
    expect(s.units[0].grenades).toBe(GRENADES_MAX - 1);
    expect(s.bag).toContain(1);
    expect(stepNow(s)).toBe('fire');
    expect(rules.view(s, 'table').pendingRoll?.count).toBe(1); // one face-up enemy, no fire square
  });

  it('a 6 with every enemy flipped eliminates the first one; suppression with none face up is lost', () => {
    let s = trenchWith('tr-camminamento', 1);
    s = act(s, { type: 'bomb' });
    s = toEnemies(s, 1);
    s = roll(s, 1);
    s = setEnemies(s, [
      { t: 4, up: false, hard: false },
      { t: 5, up: false, hard: false },
    ]);
    s = roll(s, 6, 3, 1);
    s = act(s, { type: 'accept' });
    expect(s.lastRoll?.dice.map((d) => d.effect.key)).toEqual([
      'fiamme.die.grenade.kill',
      'fiamme.die.grenade.noTarget',
      'fiamme.die.grenade.miss',
    ]);
    expect(s.enemies).toEqual([{ t: 5, up: false, hard: false }]);
    expect(stepNow(s)).toBe('melee'); // nobody face up: no fire
  });

  it('the bomb token is lost when no enemy shows up', () => {
    let s = trenchWith('tr-dolina', 1, 2);
    s = act(s, { type: 'bomb' });
    s = toEnemies(s, 1);
    expect(TRENCH_BY_ID['tr-dolina'].enemies[0]).toBe(0);
    s = roll(s, 1);
    expect(lastLog(s, 'fiamme.log.bomb.unused')).toBeTruthy();
    expect(s.units[0].grenades).toBe(GRENADES_MAX);
    expect(stepNow(s)).toBe('command');
  });

  it('enemy fire: one die per face-up enemy plus the card\u2019s square, each hit a wound', () => {
    let s = trenchWith('tr-mitragliatrice', 0, 2);
    s = toEnemies(s, 1);
    s = roll(s, 1);
    s = setEnemies(s, [
      { t: 0, up: true, hard: false },
      { t: 1, up: false, hard: false },
    ]);
    s = at(s, 'fire');
    const pending = rules.view(s, 'table').pendingRoll!;
    expect(pending.count).toBe(2);
    expect(pending.dice.map((d) => [d.slot, d.target])).toEqual([
      [0, ENEMY_TOKENS[0].fire],
      [null, TRENCH_BY_ID['tr-mitragliatrice'].fire],
    ]);
    s = roll(s, 6, 6);
    expect(s.lastRoll?.result).toEqual({ key: 'fiamme.result.fire', params: { hits: 2 } });
    s = act(s, { type: 'accept' });
    expect(s.units[0].wounds).toBe(2);
    expect(stepNow(s)).toBe('melee');
  });
});

describe('melee (9.3.4)', () => {
  function meleeWith(t: number): FiammeState {
    let s = trenchWith('tr-camminamento', 0);
    s = toEnemies(s, 1);
    s = roll(s, 1);
    s = setEnemies(s, [{ t, up: true, hard: false }]);
    return { ...at(s, 'melee'), ardimento: 0 };
  }

  it('a tie goes to the enemy: the unit is wounded and the enemy stays', () => {
    const s0 = meleeWith(0);
    const c = s0.units[0].attrs.combattimento;
    const m = ENEMY_TOKENS[0].melee;
    const y = 4;
    const x = y + m - c;
    expect(x >= 1 && x <= 6).toBe(true);
    const s = roll(s0, x, y);
    expect(s.lastRoll?.result).toEqual({ key: 'fiamme.result.melee.loss', params: { total: x + c, enemyTotal: y + m } });
    expect(s.units[0].wounds).toBe(1);
    expect(s.enemies.length).toBe(1);
    expect(stepNow(s)).toBe('melee'); // a new round
  });

  it('a higher total eliminates the first enemy; the card is discarded when none is left', () => {
    const s0 = meleeWith(0);
    const c = s0.units[0].attrs.combattimento;
    const m = ENEMY_TOKENS[0].melee;
    const s = roll(s0, 6, 6 + c - m - 1 >= 1 ? 6 + c - m - 1 : 1);
    expect(s.lastRoll?.result.key).toBe('fiamme.result.melee.win');
    expect(s.enemies).toEqual([]);
    expect(s.bag.length).toBe(ENEMY_TOKENS.length);
    expect(s.trenchDiscard).toEqual(['tr-camminamento']);
    expect(stepNow(s)).toBe('command');
  });

  it('an eliminated unit ends the combat; every token goes back to the bag', () => {
    let s = meleeWith(0);
    s = withUnit(s, 0, { wounds: 2 });
    s = setEnemies(s, [
      { t: 0, up: true, hard: false },
      { t: 3, up: false, hard: false },
    ]);
    s = roll(s, 1, 6);
    expect(s.units[0].status).toBe('eliminated');
    expect(s.enemies).toEqual([]);
    expect(s.bag.length).toBe(ENEMY_TOKENS.length);
    expect(s.trenchDiscard).toEqual(['tr-camminamento']);
    expect(stepNow(s)).toBe('command');
  });
});

describe('Pistole Mitragliatrici (9.3.5)', () => {
  it('used before the enemy is determined, its points flip the first enemies drawn; 2 points turn it back', () => {
    let s = trenchWith('tr-camminamento', 3, 2);
    s = act(s, { type: 'usePM' });
    expect(stepNow(s)).toBe('pm');
    s = roll(s, 6);
    expect(s.pm).toBe('used');
    expect(s.suppression).toBe(PM_TABLE.suppression[5]);
    expect(stepNow(s)).toBe('spend');
    refuse(s, 0, { type: 'usePM' }, 'fiamme.error.pmUnavailable');
    s = act(s, { type: 'pmFlip' });
    expect(s.pm).toBe('ready');
    expect(s.pc[0]).toBe(1);
    s = act(s, { type: 'done' });
    s = drive(s, { select: [[1]] }, (x) => stepNow(x) === 'enemies');
    // still ready at the enemies step: use it once more before rolling
    expect(rules.legalMoves(s, 0)).toContainEqual({ type: 'usePM' });
    s = act(s, { type: 'usePM' });
    s = rollOk(s, 1);
    expect(s.suppression).toBe(PM_TABLE.suppression[5] + PM_TABLE.suppression[0]);
    expect(stepNow(s)).toBe('enemies');
    s = roll(s, 6);
    s = act(s, { type: 'accept' });
    const flipped = Math.min(s.enemies.length, PM_TABLE.suppression[5]);
    expect(s.enemies.filter((e) => !e.up).length).toBe(flipped);
    expect(s.enemies.slice(0, flipped).every((e) => !e.up)).toBe(true);
    expect(s.suppression).toBe(0);
  });

  it('Senza tregua has no PM', () => {
    let s = trenchWith('tr-camminamento', 3, 4);
    expect(s.pm).toBe('none');
    expect(rules.legalMoves(s, 0).some((m) => m.type === 'usePM' || m.type === 'pmFlip')).toBe(false);
    refuse(s, 0, { type: 'usePM' }, 'fiamme.error.pmUnavailable');
  });
});

describe('GRANATE and DIFESA (9.3.6)', () => {
  function wonCard(card: string, mission: 2 | 4, setup: (s: FiammeState) => FiammeState): FiammeState {
    let s = trenchWith(card, 0, mission, 3);
    s = setup(s);
    s = drive(s, { select: [[5]] }, (x) => stepNow(x) === 'enemies');
    s = roll(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    return roll(at(s, 'melee'), 6, 1);
  }

  it('GRANATE: the active unit may roll and recover half the die, rounded up, up to 4', () => {
    let s = wonCard('tr-deposito', 2, (x) => withUnit(x, 4, { grenades: 1 }));
    expect(stepNow(s)).toBe('granate');
    expect(rules.legalMoves(s, 0)).toContainEqual({ type: 'skip' });
    s = roll(s, 5);
    expect(s.units[4].grenades).toBe(4);
    expect(lastLog(s, 'fiamme.log.granate')?.params).toMatchObject({ bombs: 3, grenades: 4 });

    let t = wonCard('tr-deposito', 2, (x) => withUnit(x, 4, { grenades: 3 }));
    t = roll(t, 6); // 3 more would make 6: capped at 4
    expect(t.units[4].grenades).toBe(4);

    let u = wonCard('tr-deposito', 2, (x) => withUnit(x, 4, { grenades: 0 }));
    u = act(u, { type: 'skip' });
    expect(u.units[4].grenades).toBe(0);
    expect(stepNow(u)).toBe('command');
  });

  it('DIFESA: the active unit stays behind to hold the position', () => {
    const s = wonCard('tr-posizione', 2, (x) => x);
    expect(s.units[4].status).toBe('defending');
    expect(stepNow(s)).toBe('command');
    expect(rules.view(s, 'table').units[4].status).toBe('defending');
  });

  it('DIFESA with the last unit: the PM card is discarded instead', () => {
    const s = wonCard('tr-posizione', 2, (x) => {
      for (const i of [0, 1, 2, 3]) x = withUnit(x, i, { wounds: 3, status: 'eliminated' });
      return x;
    });
    expect(s.units[4].status).toBe('ready');
    expect(s.pm).toBe('discarded');
    expect(lastLog(s, 'fiamme.log.difesa.pm')).toBeTruthy();
    expect(stepNow(s)).toBe('command');
  });

  it('DIFESA with the last unit and no PM to give up: the unit stays (ruling)', () => {
    const s = wonCard('tr-posizione', 4, (x) => {
      for (const i of [0, 1, 2, 3]) x = withUnit(x, i, { wounds: 3, status: 'eliminated' });
      return x;
    });
    expect(s.units[4].status).toBe('ready');
    expect(s.pm).toBe('none');
    expect(lastLog(s, 'fiamme.log.difesa.stays')).toBeTruthy();
  });
});

describe('the order of play (the engine keeps it: engine/flow.ts)', () => {
  const steps = (s: FiammeState) => s.flow.map((f) => f.step);

  it('a roll is called by the step that needs it; its reroll stands in its place; the caller goes on', () => {
    let s = start(3); // no Terra di Nessuno: a trench turn, its orders, seat 0's command dice
    expect(steps(s)).toEqual(['trenchTurn', 'orders', 'command']);
    s = roll(s, 6, 1, 1);
    expect(steps(s)).toEqual(['trenchTurn', 'orders', 'reroll']);
    s = act(s, { type: 'accept' });
    expect(steps(s)).toEqual(['trenchTurn', 'spend']); // the orders went on to spending
    expect(s.pc).toEqual([1]);
    s = drive(s, { select: [[1]], test: [[6]] }, (x) => stepNow(x) === 'enemies');
    expect(steps(s)).toEqual(['trenchFight', 'combat', 'enemies']);
    s = act(s, { type: 'usePM' }); // the PM's die returns to the enemy roll
    expect(steps(s)).toEqual(['trenchFight', 'combat', 'enemies', 'pm']);
    s = rollOk(s, 6);
    expect(steps(s)).toEqual(['trenchFight', 'combat', 'enemies']);
    expect(rules.view(s, 'table').bookkeeping.resume).toBe('enemies');
  });

  it('the new veterans improve one after the other, a queue of tasks, then the mission is over', () => {
    const roster = freshRoster(1);
    for (const u of roster.units) u.missions = 1;
    const s = autoSafe(start(1, 1, true, 6, roster), (x) => stepNow(x) === 'over' || stepNow(x) === 'veteran');
    const pending = rules.view(s, 'table').veteranPending;
    expect(pending.length).toBeGreaterThan(1);
    expect(steps(s)).toEqual(['veterans', '@each', 'veteran']);
    expect(s.flow[2].args).toBe(pending[0]);
    let t = s;
    for (const unit of pending) {
      expect(rules.view(t, 'table').veteranPending[0]).toBe(unit);
      t = act(t, { type: 'improve', unit, attribute: 'coraggio' });
    }
    expect(t.flow).toEqual([]);
    expect(rules.outcome(t)?.winners).toEqual([0]);
  });
});
