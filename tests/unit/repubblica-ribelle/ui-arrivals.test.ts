// The table's pulse after an app player's move (arrivals.ts) and where the map opens (mapOpening).
import { describe, expect, it } from 'vitest';
import { appPieces, arrivals } from '../../../src/games/repubblica-ribelle/ui/arrivals.ts';
import { MAP_BOX, mapOpening } from '../../../src/games/repubblica-ribelle/ui/MapView.tsx';
import type { RibelleView } from '../../../src/games/repubblica-ribelle/rules.ts';

const seatsView = (pieces: { base: string | null; dm: string[]; cp: string[] }[]) => ({ seats: pieces.map((p, seat) => ({ seat, ...p })) }) as unknown as RibelleView;
const SEATS = [{ name: 'Anna', color: '#c00' }, { name: 'Bruno', color: '#0c0', app: true as const }];

describe('an app player’s arrivals', () => {
  it('marks where an app seat’s piece arrived, and nothing for a person’s move', () => {
    const before = seatsView([{ base: 'toano', dm: ['toano'], cp: [] }, { base: 'polinago', dm: ['polinago'], cp: ['polinago'] }]);
    const appMoved = seatsView([{ base: 'toano', dm: ['toano'], cp: [] }, { base: 'polinago', dm: ['monchio'], cp: ['polinago'] }]);
    expect(arrivals(appPieces(before, SEATS), appPieces(appMoved, SEATS))).toEqual(['monchio']);
    const personMoved = seatsView([{ base: 'toano', dm: ['cavola'], cp: [] }, { base: 'polinago', dm: ['polinago'], cp: ['polinago'] }]);
    expect(arrivals(appPieces(before, SEATS), appPieces(personMoved, SEATS))).toEqual([]);
  });

  it('counts a second piece joining the first at the same place', () => {
    const before = seatsView([{ base: null, dm: [], cp: [] }, { base: 'polinago', dm: ['monchio'], cp: ['polinago'] }]);
    const after = seatsView([{ base: null, dm: [], cp: [] }, { base: 'polinago', dm: ['monchio'], cp: ['monchio'] }]);
    expect(arrivals(appPieces(before, SEATS), appPieces(after, SEATS))).toEqual(['monchio']);
  });
});

describe('where the map opens', () => {
  it('a phone-sized map opens zoomed on the focus; a tablet-sized one whole', () => {
    const phone = mapOpening(390, 360, { x: 500, y: 400 });
    expect(phone.scale).toBeGreaterThan(1.8);
    // The focus lands in the middle of the board.
    const unit = 390 / MAP_BOX.w;
    expect((500 - MAP_BOX.x) * unit * phone.scale + phone.x).toBeCloseTo(195, 0);
    expect(mapOpening(790, 730, { x: 500, y: 400 })).toEqual({ x: 0, y: 0, scale: 1 });
  });
});
