// Taking a territory: the structure capture table for each structure, Melano's extra reroll for
// Fabriano, and the sheet passing when a major frazione falls to someone else (rulebook, "Le
// strutture" and the end of "Il turno di gioco").
import type { Seat } from '../../../engine/types.ts';
import { CAPTURE_TABLE, PIECE_KINDS, STRUCTURE_KINDS, rowFor } from '../content/pieces.ts';
import { FABRIANO_NODE, homeSeat, inBox } from './board.ts';
import type { FabContext } from './context.ts';

export function conquer(c: FabContext, seat: Seat, t: number): void {
  const s = c.s;
  const prev = s.owner[t];
  c.owners()[t] = seat;
  c.log('fabrisiko.log.conquer', { seat, at: t, from: prev });
  for (const kind of STRUCTURE_KINDS) {
    if (!s[kind][t]) continue;
    const [v] = c.roll(seat, 10, 1, 'fabrisiko.roll.capture', { at: t, kind });
    let r = rowFor(CAPTURE_TABLE.rows, v);
    // A captured structure is remade in the conqueror's colour (already counted as out, since the
    // territory is the conqueror's now): none left in the box, none taken.
    if (r === 'captured' && inBox(s, seat, kind) < 0) r = 'destroyed';
    if (r !== 'captured') c.structures(kind)[t] = false;
    c.log('fabrisiko.log.capture', { seat, at: t, kind, result: r });
    if (r === 'salvage') {
      const [n] = c.roll(seat, 5, 1, 'fabrisiko.roll.salvage', { at: t, kind });
      c.resources()[seat] += n;
      c.log('fabrisiko.log.gain', { seat, n, why: 'fabrisiko.why.salvage' });
    }
  }
  if (t === FABRIANO_NODE && s.faction[seat] === 'melano') s.rerollsExtra++;
  const loser = homeSeat(s, t);
  if (loser >= 0 && loser === prev && loser !== seat) {
    // The loser's sheet: its resources and purchases pass to the conqueror.
    const res = c.resources();
    res[seat] += res[loser];
    c.log('fabrisiko.log.sheetTaken', { seat, loser, res: s.res[loser] });
    res[loser] = 0;
    for (const k of PIECE_KINDS) {
      const n = Math.min(s.bought[loser][k], inBox(s, seat, k) + 0);
      c.purchases(loser)[k] = 0;
      c.purchases(seat)[k] += n;
    }
  } else if (loser === seat) c.log('fabrisiko.log.sheetBack', { seat });
}
