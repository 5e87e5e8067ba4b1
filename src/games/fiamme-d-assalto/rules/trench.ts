// The trenches (cap. 7-9): each turn gives the orders (turn.ts, which turns up the Trincea card;
// an objective holding out stays); the active unit takes the card's test (attribute-test.ts),
// then fights the enemies it calls up (combat.ts). A survived card is discarded, with its
// special (GRANATE, DIFESA); the objective wins the mission; the Trincea di Collegamento opens
// the second stage. The turn's steps follow each other here: trenchTurn, trenchCard,
// trenchFight, cardEnd, then the next turn or the end of the mission (campaign.ts).
import type { Procedure } from '../../../engine/steps.ts';
import { GRENADES_MAX, LINK_CARD, MISSIONS, TRENCH_BY_ID } from '../content.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeState, RollDice, RollRecord } from './types.ts';
import { kt, OBJECTIVE_IDS, ownerOfActive, readyUnits, REGULAR_TRENCH, spec, trenchCard, unitKey } from './state.ts';
import { resetTurn } from './turn.ts';
import { defeated, resolveTest } from './attribute-test.ts';
import { lose, win } from './campaign.ts';

type FiammeProcedure = Procedure<FiammeState, FiammeContext>;

/** A trench turn: the orders; once the active unit is known, the card. */
export const trenchTurn: FiammeProcedure = {
  run(c) {
    resetTurn(c);
    c.call('orders');
  },
  resume: (c) => c.goto('trenchCard'),
};

/** The card's test, if it has one; a unit it eliminates fights no more. */
export const trenchCardStep: FiammeProcedure = {
  run(c) {
    if (!trenchCard(c.s)!.test) return c.goto('trenchFight');
    c.s.actor = ownerOfActive(c.s);
    c.call('test');
  },
  resume(c, result) {
    const { out } = resolveTest(c, result as unknown as RollRecord);
    if (out) c.goto('cardEnd', true);
    else c.goto('trenchFight');
  },
};

/** The enemies and the fight (combat.ts); it ends with whether the unit was eliminated. */
export const trenchFight: FiammeProcedure = {
  run: (c) => c.call('combat'),
  resume: (c, eliminated) => c.goto('cardEnd', eliminated as boolean),
};

/** The fight is over (args: the unit eliminated, or every enemy gone): tokens back in the bag. */
export const cardEnd: FiammeProcedure = {
  run(c) {
    const eliminated = c.args as boolean;
    const s = c.s;
    for (const e of s.enemies) s.bag.push(e.t);
    s.enemies = [];
    s.suppression = 0;
    s.bomb = false;
    s.modifier = false;
    const card = trenchCard(s)!;
    if (eliminated) {
      if (card.kind === 'trench') discardTrench(c);
      return nextOrEnd(c);
    }
    const u = s.units[s.active];
    if (card.special === 'granate' && u.grenades < GRENADES_MAX) {
      s.actor = u.owner;
      return c.call('granate');
    }
    if (card.special === 'difesa') difesa(c);
    finishCard(c);
  },
  /** GRANATE rolled (or skipped): the card is done. */
  resume(c, result) {
    if (result !== undefined) resolveGranate(c, result as unknown as RollRecord);
    finishCard(c);
  },
};

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
function finishCard(c: FiammeContext): void {
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
  c.goto('trenchTurn');
}

// ---- GRANATE: after the card, one die gives back half its value in grenades (rounded up) ------

function granateDice(): DieSpec[] {
  return [spec('granate')];
}

function evaluateGranate(s: FiammeState, roll: RollRecord): void {
  const d = roll.dice[0];
  const u = s.units[s.active];
  const bombs = Math.min(Math.ceil(d.value / 2), GRENADES_MAX - u.grenades);
  d.useful = bombs < Math.min(3, GRENADES_MAX - u.grenades);
  d.effect = kt('fiamme.die.granate', { bombs });
  roll.result = kt('fiamme.result.granate', { bombs });
}

export const GRANATE_DICE: RollDice = { dice: granateDice, evaluate: evaluateGranate };

function resolveGranate(c: FiammeContext, roll: RollRecord): void {
  const u = c.s.units[c.s.active];
  const bombs = Math.min(Math.ceil(roll.dice[0].value / 2), GRENADES_MAX - u.grenades);
  u.grenades += bombs;
  c.log('fiamme.log.granate', { unit: u.nameKey, bombs, grenades: u.grenades });
}

/** GRANATE step: no roll, the card is done. */
export function skipGranate(c: FiammeContext): void {
  c.log('fiamme.log.granate.skip', { unit: unitKey(c.s, c.s.active) });
  c.end();
}
