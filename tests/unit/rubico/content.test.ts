import { describe, expect, it } from 'vitest';
import { summarizeContent, validateContent } from '../../../src/engine/content.ts';
import {
  MARCIA_CARDS,
  POWER_CARDS,
  PLAYER_COUNTS,
  SENATE_CARDS,
  SENATE_WIN,
  SETUP_TABLE,
  TRACK,
  activeTrack,
  rubicoContent,
} from '../../../src/games/rubico/content.ts';
import { rubicoHelp } from '../../../src/games/rubico/help.ts';
import { cardsInPlay, stepsToNextCastrum } from '../../../src/games/rubico/rules.ts';
import { kindsOf } from './helpers.ts';

const count = (kinds: string[], k: string) => kinds.filter((x) => x === k).length;

describe('Rubico content', () => {
  it('has the printed components: 25 Marcia (3 Giano, 9 red, 11 blue, 2 Pompeo), 8 power, 8 Senate, 7 roles', () => {
    const kinds = MARCIA_CARDS.map((c) => c.kind);
    expect(kinds.length).toBe(25);
    expect([count(kinds, 'giano'), count(kinds, 'red'), count(kinds, 'blue'), count(kinds, 'pompeo')]).toEqual([3, 9, 11, 2]);
    expect(new Set(MARCIA_CARDS.map((c) => c.id)).size).toBe(25);
    // No id is a substring of another: the privacy tests search for them in views.
    for (const a of MARCIA_CARDS) for (const b of MARCIA_CARDS) if (a !== b) expect(b.id.includes(a.id)).toBe(false);
    expect(POWER_CARDS.map((p) => p.name)).toEqual(['Minerva', 'Cibelis', 'Fortuna', 'Roma', 'Venus', 'Eris', 'Vesta', 'Iuno']);
    expect(SENATE_CARDS.length).toBe(8);
    expect(SENATE_CARDS[0].effect).toBe('void');
    const effects = SENATE_CARDS.map((c) => c.effect).sort();
    expect(effects).toEqual(['discardRandom', 'extraDraw', 'jolly', 'plusBlue', 'plusRed', 'plusRed', 'plusRed', 'void']);
    expect(rubicoContent.families.find((f) => f.id === 'roles')!.records.length).toBe(7);
  });

  it('builds the 5-player deck of the rulebook example: 2 Giano, 6 red, 7 blue, 1 Pompeo', () => {
    const k = kindsOf(cardsInPlay(5));
    expect([count(k, 'giano'), count(k, 'red'), count(k, 'blue'), count(k, 'pompeo')]).toEqual([2, 6, 7, 1]);
  });

  it('applies the removal table for every count (Giano, red, blue, Pompeo)', () => {
    const expected: Record<number, number[]> = {
      3: [2, 3, 4, 1],
      4: [1, 6, 9, 1],
      5: [2, 6, 7, 1],
      6: [2, 8, 10, 1],
      7: [3, 9, 11, 2],
    };
    for (const n of PLAYER_COUNTS) {
      const k = kindsOf(cardsInPlay(n));
      expect([count(k, 'giano'), count(k, 'red'), count(k, 'blue'), count(k, 'pompeo')]).toEqual(expected[n]);
      expect(SETUP_TABLE[n].draw).toBe(n <= 4 ? 4 : 3);
      // Enough cards for every non-Centurion to draw, and one left for the extra-card effect.
      expect(cardsInPlay(n).length).toBeGreaterThan((n - 1) * SETUP_TABLE[n].draw);
    }
  });

  it('always resolves the Senate track: every order of the 7 shuffled cards gives some legion 4', () => {
    const rest = SENATE_CARDS.slice(1);
    const orders: (typeof rest)[] = [];
    const permute = (done: typeof rest, left: typeof rest) => {
      if (left.length === 0) orders.push(done);
      left.forEach((c, i) => permute([...done, c], [...left.slice(0, i), ...left.slice(i + 1)]));
    };
    permute([], rest);
    expect(orders.length).toBe(5040);
    let latest = 0;
    for (const order of orders) {
      const row = [SENATE_CARDS[0], ...order];
      let I = 0;
      let XV = 0;
      let won = -1;
      row.forEach((c, i) => {
        if (won >= 0) return;
        if (c.legions.includes('I')) I++;
        if (c.legions.includes('XV')) XV++;
        if (I >= SENATE_WIN || XV >= SENATE_WIN) won = i + 1;
      });
      expect(won).toBeGreaterThan(0);
      latest = Math.max(latest, won);
    }
    expect(latest).toBeLessThanOrEqual(8);
    expect(SENATE_CARDS.find((c) => c.effect === 'jolly')!.legions).toEqual(['I', 'XV']);
  });

  it('keeps every stretch of the track within what the Centurion can take: steps + 2 <= 2 x (n - 1)', () => {
    for (const n of PLAYER_COUNTS) {
      const t = activeTrack(n);
      expect(t[0].kind).toBe('start');
      expect(t[t.length - 1].kind).toBe('roma');
      expect(t.filter((c) => c.kind === 'start' || c.kind === 'roma').length).toBe(2);
      for (let pos = 0; pos < t.length - 1; pos++) {
        const need = stepsToNextCastrum(n, pos) + 2;
        expect(need).toBeGreaterThanOrEqual(3);
        expect(need).toBeLessThanOrEqual(2 * (n - 1));
      }
    }
    if (PLAYER_COUNTS.length) expect(activeTrack(7).length).toBe(TRACK.length);
  });

  it('gives every record a provenance and marks the reconstructions', () => {
    expect(() => validateContent(rubicoContent)).not.toThrow();
    const summary = Object.fromEntries(summarizeContent(rubicoContent).map((s) => [s.family, s]));
    expect(summary.track.reconstructed).toBe(summary.track.count);
    expect(summary.senato.reconstructed).toBe(8);
    expect(summary.marcia.rulebook).toBe(25);
    expect(rubicoContent.rulings.length).toBeGreaterThanOrEqual(10);
    for (const r of rubicoContent.rulings) {
      expect(r.section.length).toBeGreaterThan(0);
      expect(r.text.it.length).toBeGreaterThan(20);
      expect(r.text.en.length).toBeGreaterThan(20);
    }
  });

  it('has help in Italian and English for goal, set-up, phases, Senate, powers and victory', () => {
    expect(rubicoHelp.length).toBeGreaterThanOrEqual(9);
    for (const s of rubicoHelp) {
      expect(s.title.it && s.title.en).toBeTruthy();
      for (const b of s.body) expect(b.it.length > 0 && b.en.length > 0).toBe(true);
    }
    const text = JSON.stringify(rubicoHelp);
    for (const p of POWER_CARDS) expect(text).toContain(p.name);
  });
});
