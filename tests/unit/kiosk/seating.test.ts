// The kiosk's set-up: a visitor alone can play any game, the app filling the other seats where
// it can play; the choices stay within the game's range, with at least one person.
import { describe, expect, it } from 'vitest';
import { appsRange, defaultApps, entryRange, initialSeating, kioskSeats, peopleRange, withApps, withPeople, type SeatingRules } from '../../../src/kiosk/seating.ts';
import { seatsProblem } from '../../../src/engine/seats.ts';
import { LEVELS } from '../../../src/engine/players.ts';
import { DEFAULT_ENTRIES, KIOSK_CHOICES, entryKey, kioskChoices, modeOfSave } from '../../../src/kiosk/entries.ts';
import { GAMES, gameEntry } from '../../../src/games/registry.ts';

const rubico: SeatingRules = { min: 3, max: 7, levels: LEVELS };
const ribelle: SeatingRules = { min: 1, max: 6, levels: LEVELS };
const fiamme: SeatingRules = { min: 1, max: 2, levels: ['easy', 'normal'] };
const corteo: SeatingRules = { min: 2, max: 3, levels: LEVELS };
const noApp: SeatingRules = { min: 3, max: 7, levels: [] };
const name = (n: number) => `Giocatore ${n}`;

describe('kiosk seating', () => {
  it('a visitor alone: Rubico fills to five with the app, the cooperative games stay solo', () => {
    expect(initialSeating(rubico)).toEqual({ people: 1, apps: 4 });
    expect(initialSeating(ribelle)).toEqual({ people: 1, apps: 0 });
    expect(initialSeating(fiamme)).toEqual({ people: 1, apps: 0 });
    expect(initialSeating(corteo)).toEqual({ people: 1, apps: 2 });
    // A game the app cannot play: the old set-up, people within the game's range.
    expect(initialSeating(noApp)).toEqual({ people: 3, apps: 0 });
    expect(peopleRange(noApp)).toEqual({ min: 3, max: 7 });
    expect(appsRange(noApp, 3)).toEqual({ min: 0, max: 0 });
  });

  it('the people stepper: one upward within range, the app seats following', () => {
    expect(peopleRange(rubico)).toEqual({ min: 1, max: 7 });
    expect(withPeople(rubico, 2)).toEqual({ people: 2, apps: 3 });
    expect(withPeople(rubico, 5)).toEqual({ people: 5, apps: 0 });
    expect(withPeople(rubico, 7)).toEqual({ people: 7, apps: 0 });
    expect(withPeople(rubico, 0)).toEqual({ people: 1, apps: 4 });
    expect(withPeople(rubico, 9)).toEqual({ people: 7, apps: 0 });
    expect(withPeople(ribelle, 3)).toEqual({ people: 3, apps: 0 });
    expect(withPeople(noApp, 1)).toEqual({ people: 3, apps: 0 });
  });

  it('the app stepper: the table stays within the game range', () => {
    expect(appsRange(rubico, 1)).toEqual({ min: 2, max: 6 });
    expect(withApps(rubico, { people: 1, apps: 4 }, 1)).toEqual({ people: 1, apps: 2 });
    expect(withApps(rubico, { people: 1, apps: 4 }, 8)).toEqual({ people: 1, apps: 6 });
    expect(withApps(ribelle, { people: 1, apps: 0 }, 2)).toEqual({ people: 1, apps: 2 });
    expect(withApps(fiamme, { people: 1, apps: 0 }, 1)).toEqual({ people: 1, apps: 1 });
    expect(withApps(fiamme, { people: 2, apps: 0 }, 1)).toEqual({ people: 2, apps: 0 });
    // Every choice the steppers allow is a legal table with a person at it.
    for (const g of [rubico, ribelle, fiamme, corteo, noApp]) {
      const p = peopleRange(g);
      for (let people = p.min; people <= p.max; people++) {
        expect(people).toBeGreaterThanOrEqual(1);
        const a = appsRange(g, people);
        for (let apps = a.min; apps <= a.max; apps++) {
          expect(people + apps).toBeGreaterThanOrEqual(g.min);
          expect(people + apps).toBeLessThanOrEqual(g.max);
        }
        const d = defaultApps(g, people);
        expect(d).toBeGreaterThanOrEqual(a.min);
        expect(d).toBeLessThanOrEqual(a.max);
      }
    }
  });

  it('the seats: people first with their names, then the app at normal with names of its own', () => {
    const seats = kioskSeats(['  Bruno ', ''], { people: 2, apps: 3 }, LEVELS, name);
    expect(seats.map((s) => [s.name, s.app])).toEqual([
      ['Bruno', undefined],
      ['Giocatore 2', undefined],
      ['Carla', 'normal'],
      ['Dario', 'normal'],
      ['Elena', 'normal'],
    ]);
    expect(new Set(seats.map((s) => s.color)).size).toBe(5);
    expect(seats.some((s) => 'pinHash' in s)).toBe(false);
    expect(seatsProblem(seats)).toBeNull();
    // A name the rule refuses, or one typed twice, never stops a visitor's game.
    const odd = kioskSeats(['Anna\u202e', 'anna', 'Anna'], { people: 3, apps: 0 }, LEVELS, name);
    expect(odd.map((s) => s.name)).toEqual(['Giocatore 1', 'anna', 'Anna 3']);
    expect(seatsProblem(odd)).toBeNull();
    // Told apart within the rule's length, never cutting a character in two.
    const long = 'Massimiliano Ottavio';
    const flowers = 'Eleonora 🌻🌻🌻🌻🌻';
    const twice = kioskSeats([long, long, flowers, flowers], { people: 4, apps: 0 }, LEVELS, name);
    expect(twice.map((s) => s.name)).toEqual([long, 'Massimiliano Ottav 2', flowers, 'Eleonora 🌻🌻🌻🌻 4']);
    expect(seatsProblem(twice)).toBeNull();
    // The app's level where a game offers no 'normal': its first.
    expect(kioskSeats([], { people: 1, apps: 1 }, ['strong'], name)[1].app).toBe('strong');
  });

  it('every default table of every game is a legal one', () => {
    for (const g of GAMES) {
      for (const levels of [LEVELS, []]) {
        const rules = { min: g.minPlayers, max: g.maxPlayers, levels };
        const s = initialSeating(rules);
        const seats = kioskSeats([], s, levels, name);
        expect(seats.length, g.id).toBeGreaterThanOrEqual(g.minPlayers);
        expect(seats.length, g.id).toBeLessThanOrEqual(g.maxPlayers);
        expect(seatsProblem(seats), g.id).toBeNull();
      }
    }
  });
});

describe('kiosk choices', () => {
  it('staff can enable every game of the registry, the defaults first', () => {
    expect(KIOSK_CHOICES.slice(0, 2)).toEqual(DEFAULT_ENTRIES);
    for (const g of GAMES) expect(KIOSK_CHOICES.some((c) => c.gameId === g.id), g.id).toBe(true);
    expect(new Set(KIOSK_CHOICES.map(entryKey)).size).toBe(KIOSK_CHOICES.length);
    expect(KIOSK_CHOICES.map(entryKey)).toContain('repubblica-ribelle:full');
    expect(KIOSK_CHOICES.map(entryKey)).not.toContain('repubblica-ribelle');
    // Corteo as two sides, and its Antirepressivo for three.
    expect(KIOSK_CHOICES.map(entryKey)).toContain('corteo');
    expect(KIOSK_CHOICES.map(entryKey)).toContain('corteo:antirepressivo');
    expect(modeOfSave('corteo', { mode: 'advanced', map: 'citta', scenario: 'antirepressivo' })).toBe('antirepressivo');
    expect(modeOfSave('corteo', { mode: 'advanced', map: 'citta', scenario: 'sociale' })).toBe('standard');
    // A game that lands later is a choice without a code change.
    expect(kioskChoices([{ id: 'rubico' }, { id: 'nuovo' }]).map(entryKey)).toEqual(['rubico', 'nuovo']);
  });
});

describe('a kiosk entry\u2019s seat range', () => {
  it('Corteo: two seats as two sides, three for its Antirepressivo; other games their registry range', () => {
    const corteoEntry = gameEntry('corteo')!;
    const choice = (mode?: string) => KIOSK_CHOICES.find((c) => c.gameId === 'corteo' && c.mode === mode)!;
    expect(entryRange(corteoEntry, choice().options)).toEqual({ min: 2, max: 2 });
    const three = entryRange(corteoEntry, choice('antirepressivo').options);
    expect(three).toEqual({ min: 3, max: 3 });
    // A visitor alone: the app takes the other two seats of the three.
    expect(initialSeating({ ...three, levels: LEVELS })).toEqual({ people: 1, apps: 2 });
    expect(initialSeating({ ...entryRange(corteoEntry, undefined), levels: LEVELS })).toEqual({ people: 1, apps: 1 });
    expect(entryRange(gameEntry('rubico')!, undefined)).toEqual({ min: 3, max: 7 });
  });
});
