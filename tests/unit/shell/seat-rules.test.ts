// One rule for seat names, colours and who plays them (engine/seats.ts): the wizard's defaults
// pass it, the names the red team slipped in through an import are refused by the wizard too,
// and an app seat plays at a real level, without a PIN, never at a table of the app alone.
import { describe, expect, it } from 'vitest';
import { loadShellStrings } from '../../../src/i18n/index.ts';
import { APP_SEAT_NAMES, defaultLevel, freeAppName, seatNameProblem, seatsProblem } from '../../../src/engine/seats.ts';
import { defaultSeats, setSeatPlayer, toSavedSeats } from '../../../src/app/screens/seats.ts';
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

describe('who plays a seat', () => {
  const [a, b, c] = SEAT_COLORS.map((x) => x.value);

  it('an app seat plays at a real level, has no PIN, and at least one seat is a person', () => {
    expect(seatsProblem([{ name: 'Anna', color: a }, { name: 'Bruno', color: b, app: 'normal' }])).toBeNull();
    expect(seatsProblem([{ name: 'Anna', color: a, pinHash: 'x' }, { name: 'Bruno', color: b, app: 'strong' }, { name: 'Carla', color: c, app: 'easy' }])).toBeNull();
    for (const bad of ['expert', 'Normal', '', 2, null, true, {}]) {
      expect(seatsProblem([{ name: 'Anna', color: a }, { name: 'Bruno', color: b, app: bad }]), JSON.stringify(bad)).toBe('new.error.level');
    }
    expect(seatsProblem([{ name: 'Anna', color: a }, { name: 'Bruno', color: b, app: 'easy', pinHash: 'x' }])).toBe('new.error.appPin');
    expect(seatsProblem([{ name: 'Anna', color: a, app: 'easy' }, { name: 'Bruno', color: b, app: 'strong' }])).toBe('new.error.noPerson');
    expect(seatsProblem([{ name: 'Anna', color: a, app: 'normal' }])).toBe('new.error.noPerson');
    // An app seat's name is held to the same rule as anyone's.
    expect(seatsProblem([{ name: 'Anna', color: a }, { name: 'anna', color: b, app: 'normal' }])).toBe('new.error.sameName');
  });

  it("the app's names: ours, the first one nobody at the table has", () => {
    expect(freeAppName([])).toBe('Bruno');
    expect(freeAppName(['Anna', ' bruno ', 'Carla'])).toBe('Dario');
    expect(freeAppName([...APP_SEAT_NAMES])).toBe('Bruno 2');
    expect(freeAppName([...APP_SEAT_NAMES, 'Bruno 2'])).toBe('Bruno 3');
    for (const n of APP_SEAT_NAMES) expect(seatNameProblem(n)).toBeNull();
    expect(defaultLevel(['easy', 'normal', 'strong'])).toBe('normal');
    expect(defaultLevel(['easy', 'strong'])).toBe('easy');
    expect(defaultLevel([])).toBeUndefined();
  });

  it('the wizard: a seat becomes the app with a free name and no PIN, and a person again', async () => {
    await loadShellStrings();
    let seats = defaultSeats(7);
    seats[0] = { ...seats[0], name: 'Bruno', pin: '1234' };
    seats = setSeatPlayer(seats, 1, 'normal', 4);
    expect(seats[1]).toMatchObject({ name: 'Carla', app: 'normal', pin: '' });
    seats = setSeatPlayer(seats, 2, 'easy', 4);
    expect(seats[2]).toMatchObject({ name: 'Dario', app: 'easy' });
    // Another level keeps the name; a typed name stays through every change.
    seats = setSeatPlayer(seats, 2, 'strong', 4);
    expect(seats[2]).toMatchObject({ name: 'Dario', app: 'strong' });
    seats[3] = { ...seats[3], name: 'Zia Pina', pin: '9876' };
    seats = setSeatPlayer(seats, 3, 'normal', 4);
    expect(seats[3]).toMatchObject({ name: 'Zia Pina', app: 'normal', pin: '' });
    expect(seatsProblem(seats.slice(0, 4))).toBeNull();
    // Back to a person: the app's own name gives way to "Giocatore n", the person has no level.
    seats = setSeatPlayer(seats, 1, null, 4);
    expect(seats[1]).toEqual({ key: 1, name: 'Giocatore 2', color: seats[1].color, pin: '' });
    expect('app' in seats[1]).toBe(false);
    // Every seat the app: the rule says a person is needed.
    let all = defaultSeats(3);
    for (let i = 0; i < 3; i++) all = setSeatPlayer(all, i, 'normal', 3);
    expect(all.map((s) => s.name)).toEqual(['Bruno', 'Carla', 'Dario']);
    expect(seatsProblem(all)).toBe('new.error.noPerson');
  });

  it('saved seats: the app seat carries its level and never a PIN hash', async () => {
    const seats = [
      { key: 0, name: ' Anna ', color: a, pin: '1234' },
      { key: 1, name: 'Bruno', color: b, pin: '5555', app: 'strong' as const },
      { key: 2, name: 'Carla', color: c, pin: '' },
    ];
    const saved = await toSavedSeats(seats, async (pin) => `hash:${pin}`);
    expect(saved).toEqual([
      { name: 'Anna', color: a, pinHash: 'hash:1234' },
      { name: 'Bruno', color: b, app: 'strong' },
      { name: 'Carla', color: c },
    ]);
    expect(seatsProblem(saved)).toBeNull();
  });
});
