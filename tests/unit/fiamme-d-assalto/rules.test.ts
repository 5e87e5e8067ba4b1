import { describe, expect, it } from 'vitest';
import { ENGINE_REASONS } from '../../../src/engine/steps.ts';
import {
  BOARD_A,
  ENEMY_TOKENS,
  GRENADES_MAX,
  PM_TABLE,
  TRENCH_BY_ID,
  UNITS_BY_ID,
} from '../../../src/games/fiamme-d-assalto/content.ts';
import { freshRoster, inventory, rosterAfter, type FiammeState } from '../../../src/games/fiamme-d-assalto/rules.ts';
import {
  act,
  autoSafe,
  crossNoMansLand,
  currentTdn,
  drive,
  play,
  refuse,
  roll,
  rollOk,
  rules,
  setEnemies,
  start,
  topTrench,
  withUnit,
} from './helpers.ts';

const unitIndex = (s: FiammeState, id: string) => s.units.findIndex((u) => u.id === id);
const lastLog = (s: FiammeState, key: string) => [...s.log].reverse().find((e) => e.key === key);

/** Mission 3 (no no man's land): turn 1, card `card` drawn, `pc` command points to spend. */
function trenchWith(card: string, pc: 0 | 1 | 2 | 3, mission: 2 | 3 | 4 | 5 = 3, seed = 1): FiammeState {
  let s = start(mission, 1, true, seed);
  if (mission !== 3) s = crossNoMansLand(s);
  s = topTrench(s, card);
  const dice = [1, 1, 1].map((_, i) => (i < pc ? 6 : 1));
  s = roll(s, ...dice);
  if (s.step === 'reroll') s = act(s, { type: 'accept' });
  expect(s.trenchCard).toBe(card);
  return s;
}

/** From the spend step: done, select unit `n` by die, pass the card's test if any: the enemies step. */
function toEnemies(s: FiammeState, n = 1): FiammeState {
  s = drive(s, { select: [[n]], test: [[6]] }, (x) => x.step === 'enemies');
  return s;
}

describe('attribute tests (3. Test attributo)', () => {
  it('the rulebook example: CORAGGIO (7) passes when die + Coraggio reaches 7', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = rollOk(s, 1, 1, 1); // no command point (the reroll offer declined): the spend step is skipped
    expect(s.step).toBe('select');
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
    expect(s.step).toBe('command'); // the next card is up
    expect(s.tdnDrawn).toBe(2);
  });

  it('a total below the difficulty fails and wounds the active unit', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = rollOk(s, 1, 1, 1);
    s = rollOk(s, 2);
    s = roll(s, 2); // 2 + 4 = 6
    expect(s.step).toBe('reroll'); // Ardimento 4: the failed die may be rerolled
    expect(s.lastRoll?.dice[0]).toMatchObject({ useful: true, rerollable: true, effect: { key: 'fiamme.die.test.fail' } });
    s = act(s, { type: 'accept' });
    expect(s.units[unitIndex(s, 'a2')].wounds).toBe(1);
    expect(lastLog(s, 'fiamme.log.test.fail')?.params).toMatchObject({ total: 6, difficulty: 7 });
  });

  it('a PC token on the card gives +1 to the test', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = rollOk(s, 3, 1, 1); // 1 command point
    expect(s.step).toBe('spend');
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
    expect(s.step).toBe('reroll');
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
    s = { ...s, step: 'melee' };
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
    expect(s.step).toBe('reroll');
    refuse(s, 0, { type: 'reroll', die: 2, value: 6 }, 'fiamme.error.notRerollable');
    s = act(s, { type: 'reroll', die: 0, value: 4 });
    expect(s.ardimento).toBe(3);
    expect(s.lastRoll?.dice[0]).toMatchObject({ value: 4, rerolled: 1, effect: { key: 'fiamme.die.command.point' } });
    expect(s.step).toBe('reroll'); // die 1 can still help
    s = act(s, { type: 'accept' });
    expect(s.pc[0]).toBe(2);
    expect(lastLog(s, 'fiamme.log.reroll')?.params).toMatchObject({ die: 1, from: 1, to: 4, ardimento: 3 });
  });

  it('with no Ardimento left the roll applies at once', () => {
    let s = currentTdn({ ...start(2), ardimento: 0 }, 'tdn-bombardamento');
    s = roll(s, 1, 1, 1);
    s = roll(s, 2);
    s = roll(s, 1);
    expect(s.step).toBe('command');
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
    expect(s.step).toBe('select');
  });

  it('the melee die of the enemy is marked as not rerollable', () => {
    let s = trenchWith('tr-camminamento', 0);
    s = toEnemies(s, 1);
    s = rollOk(s, 1);
    s = setEnemies(s, [{ t: 0, up: true, hard: false }]);
    s = roll({ ...s, step: 'melee' }, 1, 6); // surely lost
    expect(s.step).toBe('reroll');
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
    expect(s.step).toBe('test');
    expect(lastLog(s, 'fiamme.log.selected')?.params.how).toBe('fiamme.how.choice');
  });

  it('a 6, or the number of a unit no longer in play, gives a free choice', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    s = withUnit(s, 2, { wounds: 3, status: 'eliminated' });
    s = rollOk(s, 1, 1, 1);
    s = roll(s, 3); // Squadra 3 is gone
    expect(s.step).toBe('reroll'); // a selection die can always be rerolled
    s = act(s, { type: 'accept' });
    expect(s.step).toBe('pick');
    expect(rules.legalMoves(s, 0)).toEqual([0, 1, 3, 4].map((unit) => ({ type: 'pick', unit })));
    refuse(s, 0, { type: 'pick', unit: 2 }, 'fiamme.error.unitGone');
    s = act(s, { type: 'pick', unit: 4 });
    expect(s.active).toBe(4);

    let t = currentTdn(start(2, 1, true, 2), 'tdn-bombardamento');
    t = rollOk(t, 1, 1, 1);
    t = roll(t, 6);
    t = act(t, { type: 'accept' });
    expect(t.step).toBe('pick');
  });

  it('the last unit left is active without a roll', () => {
    let s = currentTdn(start(2), 'tdn-bombardamento');
    for (const i of [0, 1, 2, 3]) s = withUnit(s, i, { wounds: 3, status: 'eliminated' });
    s = rollOk(s, 1, 1, 1);
    expect(s.step).toBe('test');
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
    if (s.step === 'reroll') s = act(s, { type: 'accept' });
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
    expect(s.step).toBe('grenade');
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
    expect(s.step).toBe('fire');
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
    expect(s.step).toBe('melee'); // nobody face up: no fire
  });

  it('the bomb token is lost when no enemy shows up', () => {
    let s = trenchWith('tr-dolina', 1, 2);
    s = act(s, { type: 'bomb' });
    s = toEnemies(s, 1);
    expect(TRENCH_BY_ID['tr-dolina'].enemies[0]).toBe(0);
    s = roll(s, 1);
    expect(lastLog(s, 'fiamme.log.bomb.unused')).toBeTruthy();
    expect(s.units[0].grenades).toBe(GRENADES_MAX);
    expect(s.step).toBe('command');
  });

  it('enemy fire: one die per face-up enemy plus the card\u2019s square, each hit a wound', () => {
    let s = trenchWith('tr-mitragliatrice', 0, 2);
    s = toEnemies(s, 1);
    s = roll(s, 1);
    s = setEnemies(s, [
      { t: 0, up: true, hard: false },
      { t: 1, up: false, hard: false },
    ]);
    s = { ...s, step: 'fire' };
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
    expect(s.step).toBe('melee');
  });
});

describe('melee (9.3.4)', () => {
  function meleeWith(t: number): FiammeState {
    let s = trenchWith('tr-camminamento', 0);
    s = toEnemies(s, 1);
    s = roll(s, 1);
    s = setEnemies(s, [{ t, up: true, hard: false }]);
    return { ...s, step: 'melee', ardimento: 0 };
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
    expect(s.step).toBe('melee'); // a new round
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
    expect(s.step).toBe('command');
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
    expect(s.step).toBe('command');
  });
});

describe('Pistole Mitragliatrici (9.3.5)', () => {
  it('used before the enemy is determined, its points flip the first enemies drawn; 2 points turn it back', () => {
    let s = trenchWith('tr-camminamento', 3, 2);
    s = act(s, { type: 'usePM' });
    expect(s.step).toBe('pm');
    s = roll(s, 6);
    expect(s.pm).toBe('used');
    expect(s.suppression).toBe(PM_TABLE.suppression[5]);
    expect(s.step).toBe('spend');
    refuse(s, 0, { type: 'usePM' }, 'fiamme.error.pmUnavailable');
    s = act(s, { type: 'pmFlip' });
    expect(s.pm).toBe('ready');
    expect(s.pc[0]).toBe(1);
    s = act(s, { type: 'done' });
    s = drive(s, { select: [[1]] }, (x) => x.step === 'enemies');
    // still ready at the enemies step: use it once more before rolling
    expect(rules.legalMoves(s, 0)).toContainEqual({ type: 'usePM' });
    s = act(s, { type: 'usePM' });
    s = rollOk(s, 1);
    expect(s.suppression).toBe(PM_TABLE.suppression[5] + PM_TABLE.suppression[0]);
    expect(s.step).toBe('enemies');
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
    s = drive(s, { select: [[5]] }, (x) => x.step === 'enemies');
    s = roll(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    return roll({ ...s, step: 'melee' }, 6, 1);
  }

  it('GRANATE: the active unit may roll and recover half the die, rounded up, up to 4', () => {
    let s = wonCard('tr-deposito', 2, (x) => withUnit(x, 4, { grenades: 1 }));
    expect(s.step).toBe('granate');
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
    expect(u.step).toBe('command');
  });

  it('DIFESA: the active unit stays behind to hold the position', () => {
    const s = wonCard('tr-posizione', 2, (x) => x);
    expect(s.units[4].status).toBe('defending');
    expect(s.step).toBe('command');
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
    expect(s.step).toBe('command');
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
    expect(s.step).toBe('command');
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
    s = roll({ ...s, step: 'grenade' }, 6, 3, 2); // nothing to reroll for: it applies at once
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
    s = drive(s, { select: [[1]] }, (x) => x.step === 'enemies');
    s = roll(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    s = roll({ ...s, step: 'melee' }, 6, 1);
    expect(s.stage).toBe(2);
    expect(s.trenchDeck.length).toBe(9);
    const obj = objectives(s.trenchDeck);
    expect(obj.length).toBe(1);
    expect(TRENCH_BY_ID[obj[0]].kind).toBe('objective');
    expect(s.trenchAside.length).toBe(4);
    expect(s.trenchDiscard).toEqual(['tr-collegamento']);
    expect(s.result).toBeNull();
    expect(s.step).toBe('command');
  });

  it('the objective discarded wins the mission; an objective holding out stays on the table', () => {
    let s = start(2, 1, true, 5);
    s = crossNoMansLand(s);
    const obj = objectives(s.trenchDeck)[0];
    s = topTrench(s, obj);
    s = rollOk(s, 1, 1, 1);
    s = drive(s, { select: [[1]], test: [[6]] }, (x) => x.step === 'enemies');
    s = withUnit(s, s.active, { wounds: 2 });
    s = roll(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    s = { ...s, ardimento: 0 };
    s = roll({ ...s, step: 'melee' }, 1, 6); // eliminated on the objective
    expect(s.trenchCard).toBe(obj);
    expect(s.step).toBe('command');
    const drawn = s.trenchDrawn;
    s = rollOk(s, 1, 1, 1);
    expect(s.trenchDrawn).toBe(drawn); // nothing drawn
    expect(lastLog(s, 'fiamme.log.objectiveStays')).toBeTruthy();
    s = drive(s, { select: [[2]], test: [[6]] }, (x) => x.step === 'enemies');
    s = roll(s, 1);
    s = setEnemies(s, [{ t: 0, up: false, hard: false }]);
    s = roll({ ...s, step: 'melee' }, 6, 1);
    expect(s.step).toBe('over');
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
    expect(s.step).toBe('over');
    expect(rules.outcome(s)).toMatchObject({ winners: [], reasonKey: 'fiamme.lose.wiped' });
    expect(lastLog(s, 'fiamme.log.lose')).toBeTruthy();
  });

  it('Addestramento and Contrattacco end, won, once their last card is resolved', () => {
    const a = autoSafe(start(1, 1, true, 6), (x) => x.step === 'over');
    expect(rules.outcome(a)).toMatchObject({ winners: [0], reasonKey: 'fiamme.win.training' });
    expect(a.trenchDiscard.length).toBe(5);
    const c = autoSafe(start(3, 1, true, 6), (x) => x.step === 'over');
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
    s = autoSafe(s, (x) => x.step === 'veteran');
    expect(rules.outcome(s)).toBeNull(); // the decision comes before the end
    expect(rules.decision(s)).toEqual({ seat: 0, secret: false, kind: 'fiamme.step.veteran' });
    expect(rules.legalMoves(s, 0)).toEqual(
      (['agilita', 'combattimento', 'coraggio', 'riflessi'] as const).map((attribute) => ({ type: 'improve', unit: 0, attribute })),
    );
    refuse(s, 0, { type: 'improve', unit: 1, attribute: 'coraggio' }, 'fiamme.error.badUnit');
    refuse(s, 0, { type: 'improve', unit: 0, attribute: 'fuoco' }, 'fiamme.error.badAttribute');
    s = act(s, { type: 'improve', unit: 0, attribute: 'coraggio' });
    expect(s.step).toBe('over');
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
    const again = autoSafe(start(1, 1, true, 9, r), (x) => x.step === 'over' || x.step === 'veteran');
    expect(again.step).toBe('veteran'); // Squadra 2 reaches two missions now...
    expect(again.veteranQueue).not.toContain(0); // ...but Squadra 1 is already a veteran
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
    expect(s.step).toBe('spend');
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
    expect(s.step).toBe('test');
    expect(rules.decision(s)?.seat).toBe(0); // the unit's player rolls
  });

  it('otherwise one player volunteers and an odd/even die picks their unit 1 or 2', () => {
    let s = currentTdn(start(2, 2), 'tdn-bombardamento');
    s = rollOk(s, 1, 1);
    s = rollOk(s, 1, 1);
    expect(s.step).toBe('volunteer');
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
    expect(t.step).toBe('pick');
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
    expect(s.step).toBe('spend');
    const pm = s.units[2];
    expect(pm.fuoco).toEqual(UNITS_BY_ID['b1-pm'].fuoco);
    refuse(s, 0, { type: 'fuoco', unit: 5 }, 'fiamme.error.notYourUnit');
    s = act(s, { type: 'fuoco', unit: 2 });
    expect(s.step).toBe('fuoco');
    s = roll(s, pm.fuoco![0], pm.fuoco![1] - 1);
    s = act(s, { type: 'accept' });
    expect(s.suppression).toBe(1);
    expect(s.step).toBe('volunteer'); // seat 0 had no point left, seat 1 none at all
  });

  it('a won co-op mission is won by both players', () => {
    const s = autoSafe(start(1, 2, true, 3), (x) => x.step === 'over');
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
    const over = autoSafe(start(1, 1, true, 2), (x) => x.step === 'over');
    refuse(over, 0, { type: 'roll', values: [1] }, ENGINE_REASONS.gameOver);
    expect(rules.legalMoves(over, 0)).toEqual([]);
  });

  it('never mutates its input and keeps the state JSON round-trip safe', () => {
    let s = start(5, 2, false, 11);
    for (let i = 0; i < 120 && s.step !== 'over'; i++) {
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
    const s = autoSafe(start(5, 2, true, 13), (x) => x.step === 'over' || x.turn > 12);
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
