// One rule for seat names and colours (engine/seats.ts): the wizard's defaults pass it, and the
// names the red team slipped in through an import are refused by the wizard too.
import { describe, expect, it } from 'vitest';
import { loadShellStrings } from '../../../src/i18n/index.ts';
import { seatNameProblem, seatsProblem } from '../../../src/engine/seats.ts';
import { defaultSeats } from '../../../src/app/screens/seats.ts';
import { SEAT_COLORS } from '../../../src/ui/seat-colors.ts';

describe('seat rules', () => {
  it("the wizard's default seats, up to seven, pass", async () => {
    await loadShellStrings();
    for (let n = 1; n <= 7; n++) expect(seatsProblem(defaultSeats(n))).toBeNull();
  });

  it('names', () => {
    expect(seatNameProblem('Anna Maria')).toBeNull();
    expect(seatNameProblem('  Zoë  ')).toBeNull();
    expect(seatNameProblem('😀 Luca')).toBeNull(); // a surrogate pair is no lone surrogate
    expect(seatNameProblem('W'.repeat(20))).toBeNull();
    for (const empty of ['', '   ', '\u200b', '\u200b\u200d\ufeff', '\u2060']) expect(seatNameProblem(empty)).toBe('new.error.emptyName');
    for (const bad of ['W'.repeat(21), 'A'.repeat(100_000), 'Anna\u202e', '\u2066Anna', 'An\u0000na', 'Anna\ud800', '\udc00Anna', 'Anna\n'.repeat(2)]) {
      expect(seatNameProblem(bad), JSON.stringify(bad)).toBe('new.error.badName');
    }
  });

  it('names differ, colours are the offered ones and differ', () => {
    const [a, b] = SEAT_COLORS.map((c) => c.value);
    expect(seatsProblem([{ name: 'Anna', color: a }, { name: ' anna', color: b }])).toBe('new.error.sameName');
    expect(seatsProblem([{ name: 'Anna', color: a }, { name: 'Bruno', color: a }])).toBe('new.error.color');
    expect(seatsProblem([{ name: 'Anna', color: a }, { name: 'Bruno', color: '#ff0000' }])).toBe('new.error.color');
    expect(seatsProblem([{ name: 'Anna', color: a }, { name: 'Bruno', color: b }])).toBeNull();
  });
});
