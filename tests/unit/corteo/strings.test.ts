// Corteo's words: every key the rules use is in both catalogs, and every view is the same for
// every viewer (nothing is secret between the sides in these two games).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, it as itCat } from '../../../src/games/corteo/strings.ts';
import { COMPONENTS } from '../../../src/games/corteo/content/pieces.ts';
import { VICTORY_LEVELS } from '../../../src/games/corteo/content/schedule.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { boardOfView } from '../../../src/games/corteo/rules/view.ts';
import { destinations } from '../../../src/games/corteo/rules/movement.ts';
import { corteoLog } from '../../../src/games/corteo/ui/log.ts';
import { describeLogEntry } from '../../../src/table/log.ts';
import { cityOf } from '../../../src/games/corteo/rules/board.ts';
import { addCatalogs, lang, loadLanguage } from '../../../src/i18n/index.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
}

describe('Corteo strings', () => {
  const root = 'src/games/corteo';
  const used = new Set<string>();
  for (const f of files(root).filter((f) => f.endsWith('.ts') && !f.includes('/city/') && !f.includes('/strings/'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/'(corteo\.(?:step|log|error|victory|roll)\.[A-Za-z.]+)'/g)) used.add(m[1]);
  }
  for (const side of ['corteo', 'potere']) (used.add(`corteo.step.move.${side}`), used.add(`corteo.step.combat.${side}`));
  for (const k of ['retreat', 'panic', 'barracks', 'throw']) used.add(`corteo.step.retreat.${k}`);
  for (const c of COMPONENTS) used.add(`corteo.component.${c}`);
  for (const l of [...VICTORY_LEVELS.base, ...VICTORY_LEVELS.advanced]) used.add(l.key);

  it('every key the rules use has Italian and English words', () => {
    expect(used.size).toBeGreaterThan(60);
    for (const k of used) {
      expect(itCat[k], `${k} (it)`).toBeTruthy();
      expect(en[k], `${k} (en)`).toBeTruthy();
    }
  });

  it('placeholders match between the languages', () => {
    for (const k of Object.keys(itCat)) {
      // {name}, {a:name} (Italian "a"/"ad" before it), {n|form|forms}: the value's name counts.
      const names = (t: string) => [...t.matchAll(/\{(?:\w+:)?(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]).sort();
      expect(names(itCat[k]), k).toEqual(names(en[k]));
    }
  });

  it('a move within one street or square is said so, never "da Piazza X a Piazza X"; "ad" before a vowel a', async () => {
    addCatalogs({ it: itCat, en });
    await loadLanguage('en');
    const s = corteoRules.setup(corteoRules.defaultOptions(2), 2, 3);
    const view = corteoRules.view(s, 'table');
    const city = cityOf(view);
    const place = city.places.find((p) => p.hexes.length >= 2 && !city.objectives.some((o) => p.hexes.some((h) => o.hexes.includes(h))))!;
    const [a, b] = place.hexes;
    const entry = (key: string, from: string, to: string) => ({ key, params: { unit: view.units[0].id, from, to } });
    for (const key of ['corteo.log.moved', 'corteo.log.retreated', 'corteo.log.scattered', 'corteo.log.advanced']) {
      const line = describeLogEntry(corteoLog, entry(key, a, b), ['Anna', 'Bruno'], view);
      expect(line, key).toContain(place.name);
      expect(line.split(place.name).length - 1, key).toBe(1);
    }
    const other = city.places.find((p) => p !== place && p.hexes.length && !p.hexes.some((h) => place.hexes.includes(h)) && !city.objectives.some((o) => p.hexes.some((h) => o.hexes.includes(h))))!;
    expect(describeLogEntry(corteoLog, entry('corteo.log.moved', a, other.hexes[0]), ['Anna', 'Bruno'], view)).toContain(`da ${place.name} ${/^a/i.test(other.name) ? 'ad' : 'a'} ${other.name}`);
    lang.value = 'en';
    try {
      expect(describeLogEntry(corteoLog, entry('corteo.log.moved', a, b), ['Anna', 'Bruno'], view)).toContain(`moves within ${place.name}`);
    } finally {
      lang.value = 'it';
    }
  });

  it('every viewer sees the same table, without the RNG', () => {
    const s = corteoRules.setup(corteoRules.defaultOptions(2), 2, 3);
    const table = JSON.stringify(corteoRules.view(s, 'table'));
    expect(JSON.stringify(corteoRules.view(s, 0))).toBe(table);
    expect(JSON.stringify(corteoRules.view(s, 1))).toBe(table);
    expect(table.includes('"rng"')).toBe(false);
  });

  it('the screens ask the rules\u2019 questions of the table view', () => {
    let s = corteoRules.setup(corteoRules.defaultOptions(2), 2, 3);
    for (const m of [{ type: 'done' }, { type: 'head', component: 'MOV' }, { type: 'done' }] as const) {
      const r = corteoRules.apply(s, corteoRules.activeSeats(s)[0], m);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(stepNow(s)).toBe('move');
    const id = s.units.find((u) => u.id.startsWith('c-') && destinations(s, u.id).size > 0)!.id;
    const board = boardOfView(corteoRules.view(s, 'table'));
    expect([...destinations(board, id)]).toEqual([...destinations(s, id)]);
  });
});
