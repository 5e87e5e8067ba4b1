// Combat (cap. 8-10): a prepared bomb (three dice: 1 misses, 2-5 turn the first enemy face
// down, 6 eliminates one), then the enemy's fire (a die for each face-up enemy and for the
// card's red square; each at or above the fire factor wounds), then melee against the first
// enemy, one at a time (the unit's die + Combattimento against the enemy's die + its value;
// a tie or worse is a wound) until the enemies or the unit are gone.
import { ENEMY_TOKENS } from '../content.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeState, KeyedText, RollRecord } from './types.ts';
import { C, enemyMelee, kt, ownerOfActive, spec, trenchCard } from './state.ts';
import { rollStep } from './turn.ts';
import { wound } from './attribute-test.ts';
import { eliminateFirst, suppressFirst } from './enemies.ts';
import { endCombat } from './trench.ts';

// ---- the bomb --------------------------------------------------------------------------------

export function grenadeDice(): DieSpec[] {
  return Array.from({ length: C.grenadeDice }, () => spec('grenade'));
}

export function evaluateGrenade(s: FiammeState, roll: RollRecord): void {
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

export function resolveGrenade(c: FiammeContext, _roll: RollRecord, v: number[]): void {
  const s = c.s;
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

export function beginFire(c: FiammeContext): void {
  if (fireDiceCount(c.s) === 0) afterFire(c);
  else rollStep(c.s, 'fire', ownerOfActive(c.s));
}

function afterFire(c: FiammeContext): void {
  if (c.s.enemies.length > 0) rollStep(c.s, 'melee', ownerOfActive(c.s));
  else endCombat(c, false);
}

export function fireDice(s: FiammeState): DieSpec[] {
  const out: DieSpec[] = [];
  s.enemies.forEach((e, i) => {
    if (e.up) out.push(spec('fire', ENEMY_TOKENS[e.t].fire, i));
  });
  const f = trenchCard(s)!.fire;
  if (f !== null && s.enemies.length > 0) out.push(spec('fire', f, null));
  return out;
}

export function evaluateFire(_s: FiammeState, roll: RollRecord): void {
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

export function resolveFire(c: FiammeContext, roll: RollRecord): void {
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
  if (out) endCombat(c, true);
  else afterFire(c);
}

// ---- melee -----------------------------------------------------------------------------------

export function meleeDice(s: FiammeState): DieSpec[] {
  return [
    spec('meleeUnit', s.units[s.active].attrs.combattimento),
    spec('meleeEnemy', enemyMelee(s.enemies[0]), 0, false),
  ];
}

export function evaluateMelee(_s: FiammeState, roll: RollRecord): void {
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

export function resolveMelee(c: FiammeContext, _roll: RollRecord, v: number[]): void {
  const s = c.s;
  const u = s.units[s.active];
  const unitTotal = v[0] + u.attrs.combattimento;
  const enemyTotal = v[1] + enemyMelee(s.enemies[0]);
  if (unitTotal > enemyTotal) {
    const e = s.enemies.shift()!;
    s.bag.push(e.t);
    c.log('fiamme.log.melee.win', { unit: u.nameKey, total: unitTotal, enemyTotal });
    if (s.enemies.length > 0) rollStep(s, 'melee', u.owner);
    else endCombat(c, false);
  } else {
    c.log('fiamme.log.melee.loss', { unit: u.nameKey, total: unitTotal, enemyTotal });
    if (wound(c, s.active)) endCombat(c, true);
    else rollStep(s, 'melee', u.owner);
  }
}
