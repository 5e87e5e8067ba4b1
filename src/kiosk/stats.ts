// Visitor statistics, aggregated as counters per day, game, mode and language: a handful of
// numbers per day whatever the number of visitors, and at most MAX_DAYS days are kept, so
// the settings row that holds them stays small. Pure functions: the kiosk stores the result.

export type KioskEvent = 'started' | 'finished' | 'abandoned';
export const EVENTS: readonly KioskEvent[] = ['started', 'finished', 'abandoned'];

export interface Counts {
  started: number;
  finished: number;
  abandoned: number;
}

/** days["2025-06-01"]["rubico|standard|it"] = counts */
export interface KioskStats {
  v: 1;
  days: { [day: string]: { [key: string]: Counts } };
}

export const MAX_DAYS = 400;
/** A guard against a damaged row: keys per day are games x modes x languages, a few dozen. */
export const MAX_KEYS_PER_DAY = 64;

export function emptyStats(): KioskStats {
  return { v: 1, days: {} };
}

export function zero(): Counts {
  return { started: 0, finished: 0, abandoned: 0 };
}

/** The local calendar day of a timestamp, as YYYY-MM-DD. */
export function dayOf(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function statKey(gameId: string, mode: string, lang: string): string {
  return `${gameId}|${mode}|${lang}`;
}

export function splitKey(key: string): { gameId: string; mode: string; lang: string } {
  const [gameId = '', mode = '', lang = ''] = key.split('|');
  return { gameId, mode, lang };
}

/** Adds one event and returns new stats (the input is not changed); old days are dropped. */
export function record(stats: KioskStats, event: KioskEvent, at: { gameId: string; mode: string; lang: string; time: number }): KioskStats {
  const day = dayOf(at.time);
  const key = statKey(at.gameId, at.mode, at.lang);
  const days = { ...stats.days };
  const row = { ...(days[day] ?? {}) };
  if (!(key in row) && Object.keys(row).length >= MAX_KEYS_PER_DAY) return stats;
  const c = { ...(row[key] ?? zero()) };
  c[event] += 1;
  row[key] = c;
  days[day] = row;
  const sorted = Object.keys(days).sort();
  for (const old of sorted.slice(0, Math.max(0, sorted.length - MAX_DAYS))) delete days[old];
  return { v: 1, days };
}

function isCounts(x: unknown): x is Counts {
  return !!x && typeof x === 'object' && EVENTS.every((e) => Number.isInteger((x as Counts)[e]) && (x as Counts)[e] >= 0);
}

/** Reads a stored row defensively: anything malformed is left out. */
export function parseStats(raw: unknown): KioskStats {
  const out = emptyStats();
  const days = (raw as KioskStats | undefined)?.days;
  if (!days || typeof days !== 'object') return out;
  for (const [day, row] of Object.entries(days)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !row || typeof row !== 'object') continue;
    const clean: { [key: string]: Counts } = {};
    for (const [k, c] of Object.entries(row).slice(0, MAX_KEYS_PER_DAY)) if (isCounts(c)) clean[k] = { started: c.started, finished: c.finished, abandoned: c.abandoned };
    out.days[day] = clean;
  }
  const sorted = Object.keys(out.days).sort();
  for (const old of sorted.slice(0, Math.max(0, sorted.length - MAX_DAYS))) delete out.days[old];
  return out;
}

function add(a: Counts, b: Counts): Counts {
  return { started: a.started + b.started, finished: a.finished + b.finished, abandoned: a.abandoned + b.abandoned };
}

export interface Summary {
  total: Counts;
  /** by "gameId|mode" */
  byGame: Map<string, Counts>;
  byLang: Map<string, Counts>;
  /** newest day first */
  byDay: [string, Counts][];
}

export function summarize(stats: KioskStats): Summary {
  let total = zero();
  const byGame = new Map<string, Counts>();
  const byLang = new Map<string, Counts>();
  const byDay: [string, Counts][] = [];
  for (const day of Object.keys(stats.days).sort().reverse()) {
    let d = zero();
    for (const [key, c] of Object.entries(stats.days[day])) {
      const { gameId, mode, lang } = splitKey(key);
      const g = `${gameId}|${mode}`;
      byGame.set(g, add(byGame.get(g) ?? zero(), c));
      byLang.set(lang, add(byLang.get(lang) ?? zero(), c));
      d = add(d, c);
    }
    byDay.push([day, d]);
    total = add(total, d);
  }
  return { total, byGame, byLang, byDay };
}

/** One CSV field: quoted when it holds a comma, a quote, a line break or could start a formula. */
export function csvField(v: string | number): string {
  let s = String(v);
  // Spreadsheets run cells that start with = + - @ as formulas: neutralise them.
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The statistics as CSV (RFC 4180, CRLF): one row per day, game, mode and language. */
export function toCsv(stats: KioskStats): string {
  const rows: (string | number)[][] = [['day', 'game', 'mode', 'language', 'started', 'finished', 'abandoned']];
  for (const day of Object.keys(stats.days).sort()) {
    for (const key of Object.keys(stats.days[day]).sort()) {
      const { gameId, mode, lang } = splitKey(key);
      const c = stats.days[day][key];
      rows.push([day, gameId, mode, lang, c.started, c.finished, c.abandoned]);
    }
  }
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
