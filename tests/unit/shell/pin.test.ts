// The PIN helpers moved to ui/ (the wizard, the table's cover and the kiosk's staff gate use them).
import { describe, expect, it } from 'vitest';
import { checkPin, isValidPin, makePinHash } from '../../../src/ui/pin.ts';
import { SEAT_COLORS, seatColor } from '../../../src/ui/seat-colors.ts';

describe('PIN hashing', () => {
  it('checks the right PIN, refuses a wrong one and never stores the digits', async () => {
    const hash = await makePinHash('4821');
    expect(hash).toMatch(/^[0-9a-f]{16}\$[0-9a-f]{64}$/);
    expect(hash).not.toContain('4821');
    expect(await checkPin('4821', hash)).toBe(true);
    expect(await checkPin('4822', hash)).toBe(false);
    expect(await checkPin('4821', 'garbage')).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await makePinHash('0000')).not.toBe(await makePinHash('0000'));
  });

  it('accepts exactly four digits', () => {
    expect(['1234', '0000'].every(isValidPin)).toBe(true);
    expect(['123', '12345', '12a4', ''].some(isValidPin)).toBe(false);
  });
});

describe('seat colours', () => {
  it('hands them out in order and starts again past the end', () => {
    expect(seatColor(0)).toBe(SEAT_COLORS[0].value);
    expect(seatColor(SEAT_COLORS.length + 1)).toBe(SEAT_COLORS[1].value);
  });
});
