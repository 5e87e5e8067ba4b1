// Terra di Nessuno (cap. 6): five cards crossed one a turn. Each card asks for an attribute test
// (attribute-test.ts) or is a sniper's shot; a passed test may give command-point tokens for the
// trenches. After the fifth card (or with no unit left) the trench phase begins.
import { TDN_BY_ID } from '../content.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeState, RollRecord } from './types.ts';
import { C, kt, spec, tdnCard } from './state.ts';
import { resetTurn, rollStep } from './turn.ts';
import { defeated, wound } from './attribute-test.ts';
import { startTrenchTurn } from './trench.ts';
import { lose } from './campaign.ts';

export function startTdnTurn(c: FiammeContext): void {
  const s = c.s;
  resetTurn(c);
  const id = s.tdnDeck.pop() as string;
  c.barrier(); // a card turned up cannot be unseen: no undo back past it
  s.tdnDrawn += 1;
  s.tdnCard = id;
  c.log('fiamme.log.tdnCard', { card: TDN_BY_ID[id].nameKey, n: s.tdnDrawn });
  rollStep(s, 'command', 0);
}

/** The card is done: the next one, the trenches, or a lost mission. */
export function endTdnTurn(c: FiammeContext): void {
  const s = c.s;
  s.tdnDiscard.push(s.tdnCard as string);
  s.tdnCard = null;
  s.modifier = false;
  if (defeated(s)) {
    lose(c);
    return;
  }
  if (s.tdnDrawn >= C.tdnCards || s.tdnDeck.length === 0) {
    s.phase = 'trench';
    c.log('fiamme.log.phase.trench');
    startTrenchTurn(c);
  } else startTdnTurn(c);
}

// ---- the sniper: one die, no modifiers; at the card's number or more the unit is wounded -----

export function sniperDice(s: FiammeState): DieSpec[] {
  return [spec('sniper', tdnCard(s)!.sniper)];
}

export function evaluateSniper(_s: FiammeState, roll: RollRecord): void {
  const d = roll.dice[0];
  const hit = d.value >= (d.target as number);
  d.useful = hit;
  d.effect = kt(hit ? 'fiamme.die.sniper.hit' : 'fiamme.die.sniper.miss', { target: d.target as number });
  roll.result = kt(hit ? 'fiamme.result.sniper.hit' : 'fiamme.result.sniper.miss');
}

export function resolveSniper(c: FiammeContext, roll: RollRecord, v: number[]): void {
  const s = c.s;
  const u = s.units[s.active];
  const hit = v[0] >= (roll.dice[0].target as number);
  c.log(hit ? 'fiamme.log.sniper.hit' : 'fiamme.log.sniper.miss', { unit: u.nameKey, value: v[0] });
  if (hit) wound(c, s.active);
  endTdnTurn(c);
}
