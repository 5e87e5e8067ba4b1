// The enemy (cap. 8, 10): one die on the Trincea card's table (plus the mission's modifier) says
// how many tokens come out of the bag, face up; Contrattacco adds an unbreakable one on 7 or
// more. Suppression points, from the Pistole Mitragliatrici (solo) or a PM unit's FUOCO
// (co-op), turn enemies face down as they arrive. The enemy roll is the fight's first roll
// (combat.ts calls it); the PM may still be used before it, and their die returns to it.
import type { Decision } from '../../../engine/steps.ts';
import { MISSIONS, PM_TABLE } from '../content.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, EnemyOnTable, FiammeMove, FiammeState, RollDice, RollRecord } from './types.ts';
import { STEP_KINDS, type ReasonKey } from './keys.ts';
import { kt, spec, trenchCard, unitKey } from './state.ts';
import { actor, applyRoll, rollMoves } from './rolls.ts';

/** The enemy roll with die value d: the row read, the enemies it calls, an unbreakable one. */
export function enemyRoll(s: FiammeState, d: number): { n: number; count: number; hard: boolean } {
  const m = MISSIONS[s.mission];
  const n = d + m.enemyMod;
  const row = Math.min(6, Math.max(1, n));
  const card = trenchCard(s)!;
  return { n, count: card.enemies[row - 1], hard: m.unbreakable && n >= 7 };
}

function enemiesDice(): DieSpec[] {
  return [spec('enemies')];
}

function evaluateEnemies(s: FiammeState, roll: RollRecord): void {
  const d = roll.dice[0];
  const r = enemyRoll(s, d.value);
  const min = Math.min(...trenchCard(s)!.enemies);
  d.useful = r.count > min || r.hard;
  d.effect = kt('fiamme.die.enemies', { count: r.count + (r.hard ? 1 : 0), roll: r.n });
  roll.result = kt(r.hard ? 'fiamme.result.enemies.unbreakable' : 'fiamme.result.enemies', {
    count: r.count + (r.hard ? 1 : 0),
    roll: r.n,
  });
}

export const ENEMIES_DICE: RollDice = { dice: enemiesDice, evaluate: evaluateEnemies };

/** The enemy roll: the Pistole Mitragliatrici may still be used first (their die returns here). */
export const enemiesStep: Decision<FiammeState, FiammeMove, FiammeContext> = {
  kind: STEP_KINDS.enemies,
  seat: actor,
  moves: (s) => (s.pm === 'ready' ? [...rollMoves(s, 'enemies', ENEMIES_DICE), { type: 'usePM' }] : rollMoves(s, 'enemies', ENEMIES_DICE)),
  on: {
    roll: (c, move) => applyRoll(c, move, 'enemies', ENEMIES_DICE),
    usePM: (c) => usePM(c),
  },
  resume: (c) => resolvePm(c),
};

/** The final enemy roll: the tokens it calls come out of the bag. */
export function resolveEnemies(c: FiammeContext, roll: RollRecord): void {
  const r = enemyRoll(c.s, roll.dice[0].value);
  c.log('fiamme.log.enemies', { count: r.count + (r.hard ? 1 : 0), roll: r.n });
  placeEnemies(c, r.count, r.hard);
}

/** Draws the tokens from the bag at random, then spends the suppression points waiting. */
function placeEnemies(c: FiammeContext, count: number, hard: boolean): void {
  const s = c.s;
  const rng = c.rng;
  const total = count + (hard ? 1 : 0);
  for (let k = 0; k < total && s.bag.length > 0; k++) {
    const i = rng.int(0, s.bag.length - 1);
    const t = s.bag.splice(i, 1)[0];
    s.enemies.push({ t, up: true, hard: hard && k === total - 1 });
  }
  if (hard) c.log('fiamme.log.unbreakable');
  if (s.suppression > 0 && s.enemies.length > 0) {
    let flipped = 0;
    for (let p = 0; p < s.suppression; p++) if (suppressFirst(s.enemies) >= 0) flipped++;
    c.log('fiamme.log.suppression', { points: s.suppression, flipped });
  }
  s.suppression = 0;
}

/** Flips the first face-up enemy that can be touched; returns its slot or -1. */
export function suppressFirst(enemies: EnemyOnTable[]): number {
  for (let i = 0; i < enemies.length; i++) {
    const e = enemies[i];
    if (e.up && !e.hard) {
      e.up = false;
      return i;
    }
  }
  return -1;
}

/** Removes the first face-up enemy that can be touched, else the first touchable one. */
export function eliminateFirst(enemies: EnemyOnTable[]): EnemyOnTable | null {
  let k = enemies.findIndex((e) => e.up && !e.hard);
  if (k < 0) k = enemies.findIndex((e) => !e.hard);
  if (k < 0) return null;
  return enemies.splice(k, 1)[0];
}

// ---- Pistole Mitragliatrici (solo): one die on the PM table, suppression points --------------

function pmDice(): DieSpec[] {
  return [spec('pm')];
}

function evaluatePm(_s: FiammeState, roll: RollRecord): void {
  const d = roll.dice[0];
  const points = PM_TABLE.suppression[d.value - 1];
  d.useful = points < Math.max(...PM_TABLE.suppression);
  d.effect = kt('fiamme.die.pm', { points });
  roll.result = kt('fiamme.result.pm', { points });
}

export const PM_DICE: RollDice = { dice: pmDice, evaluate: evaluatePm };

/** The Pistole Mitragliatrici (solo, trenches): their die is called now (spend or enemy roll). */
export function usePM(c: FiammeContext): ReasonKey | null {
  const s = c.s;
  if (s.phase !== 'trench') return 'fiamme.error.notTrench';
  if (s.pm !== 'ready') return 'fiamme.error.pmUnavailable';
  c.call('pm');
  return null;
}

/** The PM's final die: suppression points for the enemies to come. */
export function resolvePm(c: FiammeContext): void {
  const s = c.s;
  const points = PM_TABLE.suppression[s.lastRoll!.dice[0].value - 1];
  s.suppression += points;
  s.pm = 'used';
  c.log('fiamme.log.pm', { points });
}

// ---- FUOCO (co-op): a PM unit's two dice, one point for each that reaches its value ----------

function fuocoDice(s: FiammeState): DieSpec[] {
  const f = s.units[s.fuocoUnit].fuoco!;
  return [spec('fuoco', f[0]), spec('fuoco', f[1])];
}

function evaluateFuoco(_s: FiammeState, roll: RollRecord): void {
  let points = 0;
  for (const d of roll.dice) {
    const ok = d.value >= (d.target as number);
    if (ok) points++;
    d.useful = !ok;
    d.effect = kt(ok ? 'fiamme.die.fuoco.point' : 'fiamme.die.fuoco.none', { target: d.target as number });
  }
  roll.result = kt('fiamme.result.fuoco', { points });
}

/** A FUOCO's final dice: one suppression point for each that reaches its value. */
export function resolveFuoco(c: FiammeContext, roll: RollRecord): void {
  const s = c.s;
  let points = 0;
  roll.dice.forEach((d) => {
    if (d.value >= (d.target as number)) points++;
  });
  s.suppression += points;
  c.log('fiamme.log.fuoco', { seat: roll.seat, unit: unitKey(s, s.fuocoUnit), points });
  s.fuocoUnit = -1;
}

export const FUOCO_DICE: RollDice = { dice: fuocoDice, evaluate: evaluateFuoco };
