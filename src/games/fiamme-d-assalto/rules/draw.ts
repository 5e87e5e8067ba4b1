// Turning up a turn's card: a Terra di Nessuno card at the start of the turn (tdn.ts), the
// Trincea card once the command dice are rolled (turn.ts), unless an objective holds out.
import { TDN_BY_ID, TRENCH_BY_ID } from '../content.ts';
import type { FiammeContext } from './context.ts';

/** Turns up the next Terra di Nessuno card. */
export function drawTdn(c: FiammeContext): void {
  const s = c.s;
  const id = s.tdnDeck.pop() as string;
  c.barrier(); // a card turned up cannot be unseen: no undo back past it
  s.tdnDrawn += 1;
  s.tdnCard = id;
  c.log('fiamme.log.tdnCard', { card: TDN_BY_ID[id].nameKey, n: s.tdnDrawn });
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
