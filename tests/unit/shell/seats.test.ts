// A seat's PIN hash never reaches a game's screens: the table hands games publicSeats().
import { describe, expect, it } from 'vitest';
import { publicSeats } from '../../../src/table/seats.ts';
import type { SavedSeat } from '../../../src/storage/db.ts';

describe('public seats', () => {
  const saved: SavedSeat[] = [
    { name: 'Anna', color: '#e0a526', pinHash: 'abcd$1234' },
    { name: 'Bruno', color: '#3e9b5f' },
    { name: 'Carla', color: '#2f6fb5', app: 'strong' },
  ];

  it('keeps names, colours and whether the app plays; drops the PIN hash and the app level', () => {
    const seats = publicSeats(saved);
    expect(seats).toEqual([
      { name: 'Anna', color: '#e0a526' },
      { name: 'Bruno', color: '#3e9b5f' },
      { name: 'Carla', color: '#2f6fb5', app: true },
    ]);
    expect(JSON.stringify(seats)).not.toContain('pinHash');
    expect(JSON.stringify(seats)).not.toContain('strong');
    expect(saved[0].pinHash).toBe('abcd$1234');
  });

  it('gives the same array for the same saved list, so games re-render no more than before', () => {
    expect(publicSeats(saved)).toBe(publicSeats(saved));
    expect(publicSeats([...saved])).not.toBe(publicSeats(saved));
  });
});
