import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import {
  ATTRIBUTES,
  BOARD_A,
  BOARD_B,
  LINK_CARD,
  MISSION_IDS,
  MISSIONS,
  OBJECTIVE_CARDS,
  TDN_CARDS,
  TRENCH_CARDS,
} from '../../../src/games/fiamme-d-assalto/content.ts';
import {
  DIE_KEYS,
  EXPLAIN_KEYS,
  LOG_KEYS,
  LOSE_KEYS,
  REASON_KEYS,
  RESULT_KEYS,
  ROLL_PURPOSES,
  STEP_KINDS,
  WIN_KEYS,
  fiammeRules,
  type FiammeState,
  type KeyedText,
} from '../../../src/games/fiamme-d-assalto/rules.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { en, it as itStrings } from '../../../src/games/fiamme-d-assalto/strings.ts';
import { fiammeHelp } from '../../../src/games/fiamme-d-assalto/help.ts';

// Every parameter a text uses, however it is used: {name}, {a:name}, {n|carta|carte}.
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(?:\w+:)?(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]))].sort();

/** Every placeholder of the key's words is given, and every key-like param has words too. */
function checkText(t: KeyedText, where: string) {
  const words = itStrings[t.key];
  expect(words, `${where}: ${t.key}`).toBeTruthy();
  for (const p of placeholders(words)) expect(t.params, `${t.key} needs {${p}}`).toHaveProperty(p);
  for (const v of Object.values(t.params)) {
    if (typeof v === 'string' && v.startsWith('fiamme.')) expect(itStrings[v], `${t.key} param ${v}`).toBeTruthy();
  }
}

describe('Fiamme d\u2019assalto words', () => {
  it('Italian and English have the same keys and placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(itStrings).sort());
    for (const k of Object.keys(itStrings)) {
      expect(placeholders(en[k]), k).toEqual(placeholders(itStrings[k]));
      expect(itStrings[k].trim().length, k).toBeGreaterThan(0);
      expect(en[k].trim().length, k).toBeGreaterThan(0);
      expect(k.startsWith('fiamme.'), k).toBe(true);
    }
  });

  it('has words for every key the rules and content use', () => {
    const keys = [
      ...Object.values(STEP_KINDS),
      ...REASON_KEYS,
      ...LOG_KEYS,
      ...DIE_KEYS,
      ...RESULT_KEYS,
      ...EXPLAIN_KEYS,
      ...WIN_KEYS,
      ...LOSE_KEYS,
      ...ROLL_PURPOSES.map((p) => `fiamme.purpose.${p}`),
      ...ATTRIBUTES.map((a) => `fiamme.attr.${a}`),
      ...['choice', 'die', 'free', 'only'].map((h) => `fiamme.how.${h}`),
      'fiamme.mode.solo',
      'fiamme.mode.coop',
      ...['ready', 'used', 'discarded', 'none'].map((p) => `fiamme.pm.${p}`),
      ...[...BOARD_A, ...BOARD_B].map((u) => u.nameKey),
      ...[...TDN_CARDS, ...TRENCH_CARDS, ...OBJECTIVE_CARDS, LINK_CARD].map((c) => c.nameKey),
      ...MISSION_IDS.flatMap((m) => [MISSIONS[m].nameKey, `${MISSIONS[m].nameKey}.text`]),
    ];
    for (const k of keys) expect(itStrings[k], k).toBeTruthy();
  });

  it('every log entry, die, roll result and explanation of real games finds its words and params', () => {
    for (const seats of [1, 2]) {
      for (const mission of MISSION_IDS) {
        for (let g = 0; g < 6; g++) {
          let s: FiammeState = fiammeRules.setup({ mission, physicalDice: g % 2 === 1 }, seats, 100 + g);
          const rng = new Rng(seedRng(g + 1));
          for (;;) {
            const v = fiammeRules.view(s, 'table');
            checkText({ key: v.explainKey, params: v.explainParams }, 'explain');
            if (v.lastRoll) {
              checkText(v.lastRoll.result, 'result');
              for (const d of v.lastRoll.dice) checkText(d.effect, 'die');
            }
            const d = fiammeRules.decision(s);
            if (!d) break;
            const r = fiammeRules.apply(s, d.seat, randomMove(fiammeRules, s, d.seat, rng)!);
            if (!r.ok) throw new Error(r.reason);
            s = r.state;
          }
          for (const e of s.log) checkText(e, 'log');
          const o = fiammeRules.outcome(s)!;
          expect(itStrings[o.reasonKey]).toBeTruthy();
        }
      }
    }
  });

  it('help: every section in both languages, in our own words', () => {
    expect(fiammeHelp.length).toBeGreaterThanOrEqual(8);
    // The rulebook sits beside the repository (../shared/rules), in CI as on every machine.
    const file = new URL('../../../../shared/rules/fiamme-d-assalto.it.txt', import.meta.url);
    const book = readFileSync(file, 'utf8').toLowerCase().replace(/\s+/g, ' ');
    expect(book.length).toBeGreaterThan(1000);
    for (const section of fiammeHelp) {
      expect(section.title.it && section.title.en).toBeTruthy();
      expect(section.body.length).toBeGreaterThan(0);
      for (const p of section.body) {
        expect(p.it.length).toBeGreaterThan(20);
        expect(p.en.length).toBeGreaterThan(20);
        // no run of ten words copied from the rulebook
        const words = p.it.toLowerCase().replace(/\s+/g, ' ').split(' ');
        for (let i = 0; i + 10 <= words.length; i++) {
          const run = words.slice(i, i + 10).join(' ');
          expect(book.includes(run), run).toBe(false);
        }
      }
    }
  });
});
