// Every key the game uses has Italian and English words; help and history are ours.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import {
  ACTION_CARDS,
  BOARDS,
  EFFECTS,
  LEADERS,
  LOCALITIES,
  MISSIONS,
  MISSION_KINDS,
  RESOURCE_IDS,
  RULINGS,
  TERRITORIES,
} from '../../../src/games/repubblica-ribelle/content.ts';
import { HELP_KEYS, LOG_KEYS, REASON_KEYS, STEP_KINDS, ribelleRules, stageOf, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { en, it as itCat } from '../../../src/games/repubblica-ribelle/strings.ts';
import { ribelleHelp } from '../../../src/games/repubblica-ribelle/help.ts';
import { ribelleHistory } from '../../../src/games/repubblica-ribelle/history.ts';
import { sensibleMove } from '../../../src/games/repubblica-ribelle/bot.ts';

// Every parameter a text uses, however it is used: {name}, {a:name}, {n|carta|carte}.
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(?:\w+:)?(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]))].sort();

const used = [
  ...STEP_KINDS,
  ...HELP_KEYS,
  ...LOG_KEYS,
  ...REASON_KEYS,
  'ribelle.win.single',
  'ribelle.win.shared',
  'ribelle.lose.health',
  ...MISSIONS.map((m) => `ribelle.mission.${m.code}`),
  ...[...new Set(ACTION_CARDS.map((c) => c.theme))].map((t) => `ribelle.card.${t}`),
  ...EFFECTS.map((e) => `ribelle.effect.${e}`),
  ...RESOURCE_IDS.map((r) => `ribelle.resource.${r}`),
  ...BOARDS.map((b) => `ribelle.board.${b.id}`),
  ...LEADERS.flatMap((l) => [`ribelle.leader.${l.id}`, `ribelle.leader.${l.id}.role`]),
  ...TERRITORIES.map((t) => `ribelle.territory.${t.id}`),
  ...LOCALITIES.map((l) => `ribelle.locality.${l.id}`),
  ...MISSION_KINDS.flatMap((k) => [`ribelle.kind.${k}`, `ribelle.pile.${k}`]),
  ...['military', 'militaryPlus', 'political', 'politicalLeader', 'social'].map((l) => `ribelle.legend.${l}`),
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => `ribelle.roundStep.${i}`),
  'ribelle.piece.dm',
  'ribelle.piece.cp',
  'ribelle.token.cumer',
  'ribelle.token.alleati',
  'ribelle.faction.stella',
  'ribelle.faction.fiamma',
  'ribelle.activation.stella',
  'ribelle.activation.fiamma',
  'ribelle.talk.silent',
  'ribelle.talk.free',
  'ribelle.leader',
  ...['effect', 'mission', 'lowest', 'failure', 'perdereTutto'].map((w) => `ribelle.why.${w}`),
  ...['military', 'political', 'social', 'leader1', 'leader2', 'support', 'hand', 'dm', 'cp', 'missions', 'total'].map((k) => `ribelle.score.${k}`),
];

describe('catalogs', () => {
  it('have the same keys in Italian and English, with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(itCat).sort());
    for (const k of Object.keys(itCat)) {
      expect(itCat[k].trim().length, k).toBeGreaterThan(0);
      expect(placeholders(en[k]), k).toEqual(placeholders(itCat[k]));
    }
  });

  it('cover every key the game uses', () => {
    for (const k of used) expect(itCat[k], k).toBeTypeOf('string');
  });

  it('fill every log placeholder from the entry, and translate every key-like parameter', () => {
    let s: RibelleState = ribelleRules.setup({ demo: false }, 3, 321);
    const rng = new Rng([3, 2, 1, 0]);
    while (stageOf(s) !== 'over') {
      const d = ribelleRules.decision(s)!;
      s = (ribelleRules.apply(s, d.seat, sensibleMove(s, d.seat, rng)!) as { state: RibelleState }).state;
    }
    const seen = new Set<string>();
    for (const e of s.logs.flat()) {
      seen.add(e.key);
      for (const p of placeholders(itCat[e.key])) expect(e.params, `${e.key} {${p}}`).toHaveProperty(p);
      for (const v of Object.values(e.params)) {
        if (typeof v === 'string' && v.includes('.') && !v.includes(' ')) expect(itCat[v], v).toBeTypeOf('string');
      }
    }
    expect(seen.size).toBeGreaterThan(25);
  });
});

describe('help and history', () => {
  const rulebookPath = resolve(__dirname, '../../../../shared/rules/repubblica-ribelle.it.txt');
  const texts = [
    ...ribelleHelp.flatMap((h) => [h.title, ...h.body]),
    ribelleHistory.title,
    ...ribelleHistory.paragraphs,
    ribelleHistory.note,
  ];

  it('exist in both languages', () => {
    expect(ribelleHelp.length).toBeGreaterThanOrEqual(12);
    for (const x of texts) {
      expect(x.it.length).toBeGreaterThan(0);
      expect(x.en.length).toBeGreaterThan(0);
    }
  });

  // The rulebooks sit beside the repository (../shared/rules), in CI as on every machine.
  it('are written in our own words (no eight-word run copied from the rulebook)', () => {
    const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ');
    const book = words(readFileSync(rulebookPath, 'utf8'));
    const grams = new Set<string>();
    for (let i = 0; i + 8 <= book.length; i++) grams.add(book.slice(i, i + 8).join(' '));
    const ours = [...texts.map((x) => x.it), ...Object.values(itCat), ...RULINGS.map((r) => r.text.it)];
    const copied: string[] = [];
    for (const text of ours) {
      const w = words(text);
      for (let i = 0; i + 8 <= w.length; i++) if (grams.has(w.slice(i, i + 8).join(' '))) copied.push(w.slice(i, i + 8).join(' '));
    }
    expect(copied).toEqual([]);
  });
});
