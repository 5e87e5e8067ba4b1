// The trenches (cap. 7-9): each turn a Trincea card is drawn (an objective holding out stays),
// the active unit takes its test, faces the enemies it calls up (enemies.ts) and fights them
// (combat.ts). A survived card is discarded, with its special (GRANATE, DIFESA); the objective
// wins the mission; the Trincea di Collegamento opens the second stage.
import { GRENADES_MAX, LINK_CARD, MISSIONS, TRENCH_BY_ID } from '../content.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeState, RollRecord } from './types.ts';
import { kt, OBJECTIVE_IDS, ownerOfActive, readyUnits, REGULAR_TRENCH, spec, trenchCard, unitKey } from './state.ts';
import { resetTurn, rollStep } from './turn.ts';
import { defeated } from './attribute-test.ts';
import { beginFire } from './combat.ts';
import { lose, win } from './campaign.ts';

export function startTrenchTurn(c: FiammeContext): void {
  resetTurn(c);
  rollStep(c.s, 'command', 0);
}

/** Draws the turn's Trincea card, unless an objective is still holding out on the table. */
export function drawTrench(c: FiammeContext): void {
  const s = c.s;
  if (s.trenchCard !== null) {
    c.log('fiamme.log.objectiveStays', { card: TRENCH_BY_ID[s.trenchCard].nameKey });
    return;
  }
  const id = s.trenchDeck.pop();
  if (id === undefined) throw new Error('fiamme: the Trincea deck ran out (invariant broken)');
  c.barrier(); // a card turned up cannot be unseen: no undo back past it
  s.trenchDrawn += 1;
  s.trenchCard = id;
  const card = TRENCH_BY_ID[id];
  c.log(card.kind === 'trench' ? 'fiamme.log.trenchCard' : 'fiamme.log.objectiveCard', {
    card: card.nameKey,
    n: s.trenchDrawn,
  });
}

/** The test is behind the unit: roll for the enemies (the PM may still be used first). */
export function beginEnemies(c: FiammeContext): void {
  c.s.resume = 'enemies';
  rollStep(c.s, 'enemies', ownerOfActive(c.s));
}

/** The enemies are out: a prepared bomb is thrown first, then the enemy fires. */
export function afterEnemies(c: FiammeContext): void {
  const s = c.s;
  const seat = ownerOfActive(s);
  if (s.bomb) {
    s.bomb = false;
    const u = s.units[s.active];
    if (s.enemies.length === 0) c.log('fiamme.log.bomb.unused');
    else if (u.grenades <= 0) c.log('fiamme.log.bomb.noGrenades', { unit: u.nameKey });
    else {
      rollStep(s, 'grenade', seat);
      return;
    }
  }
  beginFire(c);
}

/** The fight is over (the unit `eliminated` or every enemy gone): tokens back in the bag. */
export function endCombat(c: FiammeContext, eliminated: boolean): void {
  const s = c.s;
  for (const e of s.enemies) s.bag.push(e.t);
  s.enemies = [];
  s.suppression = 0;
  s.bomb = false;
  s.modifier = false;
  const card = trenchCard(s)!;
  if (eliminated) {
    if (card.kind === 'trench') discardTrench(c);
    nextOrEnd(c);
    return;
  }
  const u = s.units[s.active];
  if (card.special === 'granate' && u.grenades < GRENADES_MAX) {
    rollStep(s, 'granate', u.owner);
    return;
  }
  if (card.special === 'difesa') difesa(c);
  finishCard(c);
}

/** DIFESA: the unit stays behind to hold the trench (the PM card goes if it is the last unit). */
function difesa(c: FiammeContext): void {
  const s = c.s;
  const u = s.units[s.active];
  if (readyUnits(s).length > 1) {
    u.status = 'defending';
    c.log('fiamme.log.difesa', { unit: u.nameKey, seat: u.owner });
  } else if (s.pm === 'ready' || s.pm === 'used') {
    s.pm = 'discarded';
    c.log('fiamme.log.difesa.pm', { unit: u.nameKey });
  } else {
    c.log('fiamme.log.difesa.stays', { unit: u.nameKey });
  }
}

function discardTrench(c: FiammeContext): void {
  const s = c.s;
  const id = s.trenchCard as string;
  s.trenchDiscard.push(id);
  s.trenchCard = null;
  c.log('fiamme.log.cardDiscarded', { card: TRENCH_BY_ID[id].nameKey });
}

/** The active unit survived the card: discard it and see what comes next. */
export function finishCard(c: FiammeContext): void {
  const card = trenchCard(c.s)!;
  discardTrench(c);
  if (card.kind === 'objective') {
    win(c);
    return;
  }
  if (card.kind === 'link') secondStage(c);
  nextOrEnd(c);
}

/** Beyond the Trincea di Collegamento: a new, shorter deck with a random objective in it. */
function secondStage(c: FiammeContext): void {
  const s = c.s;
  const m = MISSIONS[s.mission];
  const rng = c.rng;
  const all = rng.shuffle(REGULAR_TRENCH);
  const n = m.secondStage ?? 8;
  const objective = rng.pick(OBJECTIVE_IDS);
  s.trenchDeck = rng.shuffle([...all.slice(0, n), objective]);
  s.trenchAside = all.slice(n);
  s.trenchDiscard = [LINK_CARD.id];
  s.stage = 2;
  c.log('fiamme.log.stage2', { cards: n + 1 });
}

/** A lost mission, a mission without objective whose deck is done, or the next turn. */
function nextOrEnd(c: FiammeContext): void {
  const s = c.s;
  if (defeated(s)) {
    lose(c);
    return;
  }
  if (MISSIONS[s.mission].objective === 'none' && s.trenchCard === null && s.trenchDeck.length === 0) {
    win(c);
    return;
  }
  startTrenchTurn(c);
}

// ---- GRANATE: after the card, one die gives back half its value in grenades (rounded up) ------

export function granateDice(): DieSpec[] {
  return [spec('granate')];
}

export function evaluateGranate(s: FiammeState, roll: RollRecord): void {
  const d = roll.dice[0];
  const u = s.units[s.active];
  const bombs = Math.min(Math.ceil(d.value / 2), GRENADES_MAX - u.grenades);
  d.useful = bombs < Math.min(3, GRENADES_MAX - u.grenades);
  d.effect = kt('fiamme.die.granate', { bombs });
  roll.result = kt('fiamme.result.granate', { bombs });
}

export function resolveGranate(c: FiammeContext, _roll: RollRecord, v: number[]): void {
  const u = c.s.units[c.s.active];
  const bombs = Math.min(Math.ceil(v[0] / 2), GRENADES_MAX - u.grenades);
  u.grenades += bombs;
  c.log('fiamme.log.granate', { unit: u.nameKey, bombs, grenades: u.grenades });
  finishCard(c);
}

/** GRANATE step: no roll, the card is done. */
export function skipGranate(c: FiammeContext): void {
  c.log('fiamme.log.granate.skip', { unit: unitKey(c.s, c.s.active) });
  finishCard(c);
}
