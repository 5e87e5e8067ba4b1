// Combat (cap. 8-10): a prepared bomb (three dice: 1 misses, 2-5 turn the first enemy face
// down, 6 eliminates one), then the enemy's fire (a die for each face-up enemy and for the
// card's red square; each at or above the fire factor wounds), then melee against the first
// enemy, one at a time (the unit's die + Combattimento against the enemy's die + its value;
// a tie or worse is a wound) until the enemies or the unit are gone. The fight is a
// sub-procedure: it starts with the enemy roll (enemies.ts) and ends with `c.end(eliminated)`,
// whether the active unit was eliminated; its caller (trench.ts) says what follows.
import type { Procedure } from '../../../engine/steps.ts';
import { ENEMY_TOKENS } from '../content.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeState, KeyedText, RollDice, RollPurpose, RollRecord } from './types.ts';
import { C, enemyMelee, kt, ownerOfActive, spec, trenchCard } from './state.ts';
import { wound } from './attribute-test.ts';
import { eliminateFirst, resolveEnemies, suppressFirst } from './enemies.ts';

/** A roll of the fight by the active unit's player. */
function rollFor(c: FiammeContext, purpose: RollPurpose): void {
  c.s.actor = ownerOfActive(c.s);
  c.call(purpose);
}

/** What each roll of the fight does once final, and what comes after it. */
const AFTER: Partial<Record<RollPurpose, (c: FiammeContext, roll: RollRecord) => void>> = {
  enemies(c, roll) {
    resolveEnemies(c, roll);
    afterEnemies(c);
  },
  grenade: (c, roll) => resolveGrenade(c, roll),
  fire: (c, roll) => resolveFire(c, roll),
  melee: (c, roll) => resolveMelee(c, roll),
};

/** The fight of the active unit against the enemies its card calls up. */
export const combat: Procedure<FiammeState, FiammeContext> = {
  run: (c) => rollFor(c, 'enemies'),
  resume(c, result) {
    const roll = result as unknown as RollRecord;
    AFTER[roll.purpose]!(c, roll);
  },
};

/** The enemies are out: a prepared bomb is thrown first, then the enemy fires. */
function afterEnemies(c: FiammeContext): void {
  const s = c.s;
  if (s.bomb) {
    s.bomb = false;
    const u = s.units[s.active];
    if (s.enemies.length === 0) c.log('fiamme.log.bomb.unused');
    else if (u.grenades <= 0) c.log('fiamme.log.bomb.noGrenades', { unit: u.nameKey });
    else return rollFor(c, 'grenade');
  }
  beginFire(c);
}

// ---- the bomb --------------------------------------------------------------------------------

function grenadeDice(): DieSpec[] {
  return Array.from({ length: C.grenadeDice }, () => spec('grenade'));
}

function evaluateGrenade(s: FiammeState, roll: RollRecord): void {
  const dice = roll.dice;
  const sim = s.enemies.map((e, i) => ({ up: e.up, hard: e.hard, slot: i }));
  let suppressed = 0;
  let killed = 0;
  for (const d of dice) {
    if (d.value === 1) {
      d.effect = kt('fiamme.die.grenade.miss');
    } else if (d.value <= 5) {
      const e = sim.find((x) => x.up && !x.hard);
      if (e) {
        e.up = false;
        suppressed++;
        d.effect = kt('fiamme.die.grenade.suppress', { enemy: e.slot + 1 });
      } else d.effect = kt('fiamme.die.grenade.noTarget');
    } else {
      let k = sim.findIndex((x) => x.up && !x.hard);
      if (k < 0) k = sim.findIndex((x) => !x.hard);
      if (k >= 0) {
        const e = sim.splice(k, 1)[0];
        killed++;
        d.effect = kt('fiamme.die.grenade.kill', { enemy: e.slot + 1 });
      } else d.effect = kt('fiamme.die.grenade.noTarget');
    }
  }
  // A reroll can only help while some enemy the grenade can touch is still there.
  const left = sim.some((x) => !x.hard);
  for (const d of dice) d.useful = left && d.value < 6;
  roll.result = kt('fiamme.result.grenade', { suppressed, killed });
}

export const GRENADE_DICE: RollDice = { dice: grenadeDice, evaluate: evaluateGrenade };

function resolveGrenade(c: FiammeContext, roll: RollRecord): void {
  const s = c.s;
  const v = roll.dice.map((d) => d.value);
  const u = s.units[s.active];
  u.grenades -= 1;
  let suppressed = 0;
  let killed = 0;
  for (const x of v) {
    if (x === 1) continue;
    if (x <= 5) {
      if (suppressFirst(s.enemies) >= 0) suppressed++;
    } else {
      const e = eliminateFirst(s.enemies);
      if (e) {
        s.bag.push(e.t);
        killed++;
      }
    }
  }
  c.log('fiamme.log.grenade', { unit: u.nameKey, suppressed, killed, grenades: u.grenades });
  beginFire(c);
}

// ---- the enemy's fire ------------------------------------------------------------------------

/** A die for each face-up enemy and one for the card's red square (none without enemies). */
export function fireDiceCount(s: FiammeState): number {
  if (s.enemies.length === 0) return 0;
  const card = trenchCard(s)!;
  return s.enemies.filter((e) => e.up).length + (card.fire !== null ? 1 : 0);
}

function beginFire(c: FiammeContext): void {
  if (fireDiceCount(c.s) === 0) afterFire(c);
  else rollFor(c, 'fire');
}

function afterFire(c: FiammeContext): void {
  if (c.s.enemies.length > 0) rollFor(c, 'melee');
  else c.end(false);
}

function fireDice(s: FiammeState): DieSpec[] {
  const out: DieSpec[] = [];
  s.enemies.forEach((e, i) => {
    if (e.up) out.push(spec('fire', ENEMY_TOKENS[e.t].fire, i));
  });
  const f = trenchCard(s)!.fire;
  if (f !== null && s.enemies.length > 0) out.push(spec('fire', f, null));
  return out;
}

function evaluateFire(_s: FiammeState, roll: RollRecord): void {
  let hits = 0;
  for (const d of roll.dice) {
    const hit = d.value >= (d.target as number);
    if (hit) hits++;
    d.useful = hit;
    const params: KeyedText['params'] = { target: d.target as number };
    if (d.slot !== null) params.enemy = d.slot + 1;
    d.effect = kt(hit ? 'fiamme.die.fire.hit' : 'fiamme.die.fire.miss', params);
  }
  roll.result = kt('fiamme.result.fire', { hits });
}

export const FIRE_DICE: RollDice = { dice: fireDice, evaluate: evaluateFire };

function resolveFire(c: FiammeContext, roll: RollRecord): void {
  const s = c.s;
  let hits = 0;
  let out = false;
  for (const d of roll.dice) {
    if (d.value >= (d.target as number)) {
      hits++;
      if (!out) out = wound(c, s.active);
    }
  }
  c.log('fiamme.log.fire', { hits, dice: roll.dice.length });
  if (out) c.end(true);
  else afterFire(c);
}

// ---- melee -----------------------------------------------------------------------------------

function meleeDice(s: FiammeState): DieSpec[] {
  return [
    spec('meleeUnit', s.units[s.active].attrs.combattimento),
    spec('meleeEnemy', enemyMelee(s.enemies[0]), 0, false),
  ];
}

function evaluateMelee(_s: FiammeState, roll: RollRecord): void {
  const [du, de] = roll.dice;
  const unitTotal = du.value + (du.target as number);
  const enemyTotal = de.value + (de.target as number);
  const won = unitTotal > enemyTotal;
  du.useful = !won;
  de.useful = false;
  du.effect = kt('fiamme.die.melee.unit', { total: unitTotal });
  de.effect = kt('fiamme.die.melee.enemy', { total: enemyTotal });
  roll.result = kt(won ? 'fiamme.result.melee.win' : 'fiamme.result.melee.loss', { total: unitTotal, enemyTotal });
}

export const MELEE_DICE: RollDice = { dice: meleeDice, evaluate: evaluateMelee };

function resolveMelee(c: FiammeContext, roll: RollRecord): void {
  const s = c.s;
  const v = roll.dice.map((d) => d.value);
  const u = s.units[s.active];
  const unitTotal = v[0] + u.attrs.combattimento;
  const enemyTotal = v[1] + enemyMelee(s.enemies[0]);
  if (unitTotal > enemyTotal) {
    const e = s.enemies.shift()!;
    s.bag.push(e.t);
    c.log('fiamme.log.melee.win', { unit: u.nameKey, total: unitTotal, enemyTotal });
    if (s.enemies.length > 0) rollFor(c, 'melee');
    else c.end(false);
  } else {
    c.log('fiamme.log.melee.loss', { unit: u.nameKey, total: unitTotal, enemyTotal });
    if (wound(c, s.active)) c.end(true);
    else rollFor(c, 'melee');
  }
}
