// Terra di Nessuno (cap. 6): five cards crossed one a turn. A turn turns up a card, gives the
// orders (turn.ts), then the active unit faces the card: an attribute test (attribute-test.ts)
// or a sniper's shot; a passed test may give command-point tokens for the trenches. After the
// fifth card (or with no unit left) the trench phase begins (trench.ts).
import type { Procedure } from '../../../engine/steps.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeState, RollDice, RollRecord } from './types.ts';
import { C, kt, ownerOfActive, spec, tdnCard } from './state.ts';
import { resetTurn } from './turn.ts';
import { defeated, resolveTest, wound } from './attribute-test.ts';
import { drawTdn } from './draw.ts';
import { lose } from './campaign.ts';

type FiammeProcedure = Procedure<FiammeState, FiammeContext>;

/** A new turn: its card, then the orders. */
export function openTdnTurn(c: FiammeContext): void {
  resetTurn(c);
  drawTdn(c);
}

/** A Terra di Nessuno turn: the card and the orders; once the active unit is known, the card. */
export const tdnTurn: FiammeProcedure = {
  run(c) {
    openTdnTurn(c);
    c.call('orders');
  },
  resume: (c) => c.goto('tdnCard'),
};

/** The active unit faces the card: the sniper's die or the test; then the next card. */
export const tdnCardStep: FiammeProcedure = {
  run(c) {
    c.s.actor = ownerOfActive(c.s);
    c.call(tdnCard(c.s)!.sniper !== null ? 'sniper' : 'test');
  },
  resume(c, result) {
    const roll = result as unknown as RollRecord;
    if (roll.purpose === 'sniper') resolveSniper(c, roll);
    else {
      const { pass } = resolveTest(c, roll);
      // A passed card may give command-point tokens for the trenches.
      const s = c.s;
      const card = tdnCard(s)!;
      const owner = s.units[s.active].owner;
      if (pass && card.pc > 0) {
        s.tokens[owner] += card.pc;
        c.log('fiamme.log.tokens', { seat: owner, points: card.pc });
      }
    }
    endTdnTurn(c);
  },
};

/** The card is done: the next one, the trenches, or a lost mission. */
function endTdnTurn(c: FiammeContext): void {
  const s = c.s;
  s.tdnDiscard.push(s.tdnCard as string);
  s.tdnCard = null;
  s.modifier = false;
  if (defeated(s)) return lose(c);
  if (s.tdnDrawn >= C.tdnCards || s.tdnDeck.length === 0) {
    s.phase = 'trench';
    c.log('fiamme.log.phase.trench');
    c.goto('trenchTurn');
  } else c.goto('tdnTurn');
}

// ---- the sniper: one die, no modifiers; at the card's number or more the unit is wounded -----

function sniperDice(s: FiammeState): DieSpec[] {
  return [spec('sniper', tdnCard(s)!.sniper)];
}

function evaluateSniper(_s: FiammeState, roll: RollRecord): void {
  const d = roll.dice[0];
  const hit = d.value >= (d.target as number);
  d.useful = hit;
  d.effect = kt(hit ? 'fiamme.die.sniper.hit' : 'fiamme.die.sniper.miss', { target: d.target as number });
  roll.result = kt(hit ? 'fiamme.result.sniper.hit' : 'fiamme.result.sniper.miss');
}

export const SNIPER_DICE: RollDice = { dice: sniperDice, evaluate: evaluateSniper };

function resolveSniper(c: FiammeContext, roll: RollRecord): void {
  const s = c.s;
  const u = s.units[s.active];
  const v = roll.dice[0].value;
  const hit = v >= (roll.dice[0].target as number);
  c.log(hit ? 'fiamme.log.sniper.hit' : 'fiamme.log.sniper.miss', { unit: u.nameKey, value: v });
  if (hit) wound(c, s.active);
}
