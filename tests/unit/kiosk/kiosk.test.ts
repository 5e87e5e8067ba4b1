import { describe, expect, it } from 'vitest';
import { MAX_DAYS, csvField, dayOf, emptyStats, parseStats, record, summarize, toCsv } from '../../../src/kiosk/stats.ts';
import { LOCK_MS, MAX_FAILS, UNLOCKED, lockedFor, onRightPin, onWrongPin, parseLock, tapGesture } from '../../../src/kiosk/lockout.ts';
import { selectPurge } from '../../../src/kiosk/purge.ts';
import { DEFAULT_ENTRIES, KIOSK_CHOICES, entryKey, modeOfSave, optionsHeld, parseEntries, playableEntries } from '../../../src/kiosk/entries.ts';
import { LESSONS } from '../../../src/games/lessons.ts';
import { isBlockedKey, isExternalHref } from '../../../src/kiosk/lockdown.ts';
import type { SaveMeta } from '../../../src/storage/db.ts';

const T0 = new Date(2025, 5, 17, 10, 0, 0).getTime();
const at = (gameId: string, mode: string, lang: string, time = T0) => ({ gameId, mode, lang, time });

describe('kiosk statistics', () => {
  it('aggregates by day, game, mode and language without changing its input', () => {
    let s = emptyStats();
    const before = JSON.stringify(s);
    s = record(s, 'started', at('rubico', 'standard', 'it'));
    expect(JSON.stringify(emptyStats())).toBe(before);
    s = record(s, 'started', at('rubico', 'standard', 'en'));
    s = record(s, 'abandoned', at('rubico', 'standard', 'en'));
    s = record(s, 'started', at('repubblica-ribelle', 'demo', 'it', T0 + 86_400_000));
    s = record(s, 'finished', at('repubblica-ribelle', 'demo', 'it', T0 + 86_400_000));
    const sum = summarize(s);
    expect(sum.total).toEqual({ started: 3, finished: 1, abandoned: 1 });
    expect(sum.byGame.get('rubico|standard')).toEqual({ started: 2, finished: 0, abandoned: 1 });
    expect(sum.byGame.get('repubblica-ribelle|demo')).toEqual({ started: 1, finished: 1, abandoned: 0 });
    expect(sum.byLang.get('en')).toEqual({ started: 1, finished: 0, abandoned: 1 });
    expect(sum.byDay.map(([d]) => d)).toEqual(['2025-06-18', '2025-06-17']);
    expect(dayOf(T0)).toBe('2025-06-17');
  });

  it('stays bounded: a year of visitors keeps at most MAX_DAYS days and a few keys a day', () => {
    let s = emptyStats();
    for (let d = 0; d < MAX_DAYS + 50; d++) for (let v = 0; v < 5; v++) s = record(s, 'started', at('rubico', 'standard', v % 2 ? 'en' : 'it', T0 + d * 86_400_000));
    expect(Object.keys(s.days)).toHaveLength(MAX_DAYS);
    expect(Object.keys(s.days).sort()[0]).toBe(dayOf(T0 + 50 * 86_400_000));
    expect(JSON.stringify(s).length).toBeLessThan(80_000);
  });

  it('reads a damaged row defensively', () => {
    expect(parseStats(undefined)).toEqual(emptyStats());
    expect(parseStats({ days: { 'not-a-day': {}, '2025-06-17': { 'rubico|standard|it': { started: -1 }, 'x|y|z': { started: 1, finished: 0, abandoned: 2 } } } })).toEqual({
      v: 1,
      days: { '2025-06-17': { 'x|y|z': { started: 1, finished: 0, abandoned: 2 } } },
    });
  });

  it('exports CSV with a header, CRLF lines and escaped fields', () => {
    let s = emptyStats();
    s = record(s, 'started', at('rubico', 'standard', 'it'));
    s = record(s, 'started', at('a,"b"', '=cmd', 'en'));
    const csv = toCsv(s);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('day,game,mode,language,started,finished,abandoned');
    expect(lines).toContain('2025-06-17,rubico,standard,it,1,0,0');
    expect(lines).toContain(`2025-06-17,"a,""b""","'=cmd",en,1,0,0`);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(42)).toBe('42');
    expect(csvField('-5')).toBe(`"'-5"`);
  });
});

describe('staff PIN lockout (injected clock)', () => {
  it('five wrong PINs lock for a minute, then the PIN can be typed again', () => {
    let s = { ...UNLOCKED };
    let now = 1_000_000;
    for (let i = 1; i < MAX_FAILS; i++) {
      s = onWrongPin(s, now);
      expect(lockedFor(s, now)).toBe(0);
      expect(s.fails).toBe(i);
      now += 500;
    }
    s = onWrongPin(s, now);
    expect(lockedFor(s, now)).toBe(LOCK_MS);
    // More wrong attempts while locked change nothing.
    expect(onWrongPin(s, now + 10)).toBe(s);
    expect(lockedFor(s, now + LOCK_MS - 1)).toBe(1);
    expect(lockedFor(s, now + LOCK_MS)).toBe(0);
    // After the minute: a fresh count of five.
    s = onWrongPin(s, now + LOCK_MS);
    expect(s).toEqual({ fails: 1, lockedUntil: 0, lockouts: 1 });
    expect(onRightPin()).toEqual(UNLOCKED);
  });

  it('each lockout before the right PIN lasts twice as long, up to an hour; the right PIN starts over', () => {
    let s = { ...UNLOCKED };
    let now = 5_000_000;
    const lengths: number[] = [];
    for (let lock = 0; lock < 8; lock++) {
      for (let i = 0; i < MAX_FAILS; i++) s = onWrongPin(s, now);
      lengths.push(lockedFor(s, now));
      now += lockedFor(s, now);
    }
    expect(lengths).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((m) => m * LOCK_MS));
    s = onRightPin();
    for (let i = 0; i < MAX_FAILS; i++) s = onWrongPin(s, now);
    expect(lockedFor(s, now)).toBe(LOCK_MS);
  });

  it('a stored lock survives parsing, and a clock set back cannot stretch it', () => {
    expect(parseLock({ fails: 3, lockedUntil: 5, lockouts: 2 })).toEqual({ fails: 3, lockedUntil: 5, lockouts: 2 });
    expect(parseLock({ fails: 3, lockedUntil: 5 })).toEqual({ fails: 3, lockedUntil: 5, lockouts: 0 });
    expect(parseLock('junk')).toEqual(UNLOCKED);
    expect(lockedFor({ fails: 0, lockedUntil: 10_000_000, lockouts: 1 }, 0)).toBe(LOCK_MS);
    expect(lockedFor({ fails: 0, lockedUntil: 10_000_000, lockouts: 2 }, 0)).toBe(2 * LOCK_MS);
  });

  it('the hidden gesture needs five taps within three seconds', () => {
    let times: number[] = [];
    let fired = false;
    for (const t of [0, 1000, 2000, 3500, 4000]) ({ times, fired } = tapGesture(times, t));
    expect(fired).toBe(false);
    for (const t of [4100, 4200]) ({ times, fired } = tapGesture(times, t));
    expect(fired).toBe(true);
    expect(times).toEqual([]);
  });
});

function save(p: Partial<SaveMeta>): SaveMeta {
  return {
    id: 'x', gameId: 'rubico', title: 'Rubico', status: 'playing', createdAt: 0, updatedAt: 0, moveCount: 0, seats: [],
    setup: { options: {}, seatCount: 3, seed: 1 }, contentVersion: 1, kiosk: 1, language: 'it', ...p,
  } as SaveMeta;
}

describe('kiosk purge', () => {
  it('removes kiosk saves only, counting finished and the rest as abandoned, and keeps the one on screen', () => {
    const list = [
      save({ id: 'a', status: 'finished' }),
      save({ id: 'b', status: 'playing', language: 'en' }),
      save({ id: 'c', status: 'abandoned' }),
      save({ id: 'd', status: 'finished', kiosk: 0 }),
      save({ id: 'e', status: 'playing', kiosk: 0 }),
      save({ id: 'f', gameId: 'repubblica-ribelle', setup: { options: { demo: true, firstPlayer: 0 }, seatCount: 2, seed: 1 } }),
      save({ id: 'g', status: 'playing' }),
    ];
    const out = selectPurge(list, 'g');
    expect(out.map((p) => [p.id, p.outcome, p.mode, p.lang])).toEqual([
      ['a', 'finished', 'standard', 'it'],
      ['b', 'abandoned', 'standard', 'en'],
      ['c', 'abandoned', 'standard', 'it'],
      ['f', 'abandoned', 'demo', 'it'],
    ]);
  });
});

describe('kiosk entries', () => {
  it('shows only playable games, defaults to the demo game and Rubico, reads modes back', () => {
    expect(DEFAULT_ENTRIES).toEqual([{ gameId: 'repubblica-ribelle', mode: 'demo', options: { demo: true } }, { gameId: 'rubico' }]);
    expect(playableEntries(DEFAULT_ENTRIES, (id) => id === 'rubico')).toEqual([{ gameId: 'rubico' }]);
    expect(modeOfSave('repubblica-ribelle', { demo: false })).toBe('full');
    expect(modeOfSave('rubico', {})).toBe('standard');
    expect(parseEntries([{ gameId: 'rubico' }, { gameId: 'evil', options: { x: 1 } }, { gameId: 'repubblica-ribelle', mode: 'demo', options: { demo: false } }])).toEqual([
      { gameId: 'rubico' },
      { gameId: 'repubblica-ribelle', mode: 'demo', options: { demo: true } },
    ]);
    expect(parseEntries('nope')).toBeNull();
  });
});

describe('lock-down rules', () => {
  it('traps keys that navigate, and links that leave', () => {
    const k = (key: string, m: Partial<KeyboardEvent> = {}) => isBlockedKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...m });
    expect(k('Escape')).toBe(true);
    expect(k('BrowserBack')).toBe(true);
    expect(k('ArrowLeft', { altKey: true })).toBe(true);
    expect(k('r', { ctrlKey: true })).toBe(true);
    expect(k('+', { ctrlKey: true })).toBe(true);
    expect(k('Backspace')).toBe(true);
    expect(isBlockedKey({ key: 'Backspace', ctrlKey: false, metaKey: false, altKey: false }, true)).toBe(false);
    expect(k('a')).toBe(false);
    expect(isExternalHref('https://example.org/', 'http://127.0.0.1:4173')).toBe(true);
    expect(isExternalHref('#/play/x', 'http://127.0.0.1:4173')).toBe(false);
    expect(isExternalHref('mailto:a@b.it', 'http://127.0.0.1:4173')).toBe(true);
    expect(isExternalHref('blob:http://127.0.0.1:4173/abc', 'http://127.0.0.1:4173')).toBe(false);
  });
});

describe('the kiosk offers a game\u2019s lesson where the lesson plays what the entry forces', () => {
  it('the museum\u2019s defaults both offer theirs; the full Repubblica Ribelle does not (its lesson is the demonstration)', async () => {
    const offered: string[] = [];
    for (const e of KIOSK_CHOICES) {
      const load = LESSONS[e.gameId];
      if (load && optionsHeld(e.options, (await load()).options)) offered.push(entryKey(e));
    }
    for (const e of DEFAULT_ENTRIES) expect(offered).toContain(entryKey(e));
    expect(offered).toContain('repubblica-ribelle:demo');
    expect(offered).not.toContain('repubblica-ribelle:full');
    expect(offered).not.toContain('corteo:antirepressivo');
  });
});
