// Scenarios from the editor: checked against the rules (one that cannot start is refused, with
// its reasons in Italian and English), read back from a file only in the editor's shape, and
// played like the printed ones: the corteo's components and start hexes, the potere's lines on
// tapped hexes and its schedule, the objectives that count at their values, the players' own on
// grey hexes, the scenario's special rules and victory levels; the app players to the end,
// reading the scenario from their view only; the game keeps its copy of the scenario.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editorStrings } from '../../../src/games/corteo/strings/editor.ts';
import { observe, indexOfMove, type Level, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { CITY } from '../../../src/games/corteo/content/city/index.ts';
import { CORTEO_UNITS, unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import type { Scenario } from '../../../src/games/corteo/content/scenarios/types.ts';
import players from '../../../src/games/corteo/players.ts';
import { corteoRules, type CorteoMove, type CorteoOptions, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { cityOf } from '../../../src/games/corteo/rules/board.ts';
import { objectiveValue } from '../../../src/games/corteo/rules/objectives.ts';
import { victoryLevelOf } from '../../../src/games/corteo/rules/scenario.ts';
import { blankScenario, editorScenario, fieldsOf, readScenario, scenarioProblems, type EditorFields } from '../../../src/games/corteo/rules/scenario-check.ts';
import { checkScenarioFile, problemText } from '../../../src/games/corteo/ui/scenario-text.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

const hexesOf = (place: string) => CITY.places.find((p) => p.id === place)!.hexes;
const BLANK = blankScenario('custom-test', 'Prova');
const edit = (patch: Partial<EditorFields>): Scenario => editorScenario({ ...fieldsOf(BLANK), ...patch });
const reasons = (sc: Scenario) => scenarioProblems(sc).map((p) => problemText(p).it);
const keysOf = (sc: Scenario) => scenarioProblems(sc).map((p) => p.key.replace('corteo.editor.problem.', ''));

/** Our own scenario: MOV and ML forming in Piazza Fontana, celere on Corso Maltese, a square of our own on Viale Nin. */
const OURS = edit({
  name: 'Fontana rossa',
  hands: 6,
  components: ['MOV', 'ML'],
  heads: ['ML'],
  start: { hexes: hexesOf('piazza-fontana').slice(0, 8) },
  lines: [
    { kind: 'celere', count: 6, where: { hexes: hexesOf('corso-maltese').slice(0, 4) }, provenance: BLANK.provenance },
    { kind: 'piantoni', count: 4, where: 'objective', provenance: BLANK.provenance },
  ],
  schedule: [
    { hand: 2, units: [{ kind: 'blindati', count: 3 }], provenance: BLANK.provenance },
    { hand: 2, units: [{ kind: 'carabinieri', count: 4 }], provenance: BLANK.provenance },
    { hand: 4, units: [{ kind: 'lacrimogeni', count: 5 }], provenance: BLANK.provenance },
  ],
  kinds: ['governo', 'negozio'],
  values: { negozio: 7 },
  own: [{ id: 'own-1', name: 'Sede del sindacato', value: 9, hexes: hexesOf('viale-nin').slice(0, 2) }],
  levels: [40, 25, 10, -5, -30],
  special: { smoke: true, jams: false },
});

describe('scenario editor: against the rules', () => {
  it('a new scenario (the advanced game\u2019s set-up) and ours are playable', () => {
    expect(reasons(BLANK)).toEqual([]);
    expect(reasons(OURS)).toEqual([]);
    expect(OURS.potere.schedule.map((r) => [r.hand, r.units])).toEqual([
      [2, [{ kind: 'blindati', count: 3 }, { kind: 'carabinieri', count: 4 }]],
      [4, [{ kind: 'lacrimogeni', count: 5 }]],
    ]);
  });

  it('refuses a scenario that cannot start, saying why in both languages', () => {
    expect(keysOf(edit({ components: [] }))).toEqual(['noCorteo', 'headAbsent']);
    expect(problemText(scenarioProblems(edit({ components: [] }))[0])).toEqual({
      it: 'il corteo non ha unità: scegli almeno una componente.',
      en: 'the corteo has no units: choose at least one component.',
    });
    expect(keysOf(edit({ hands: 0 }))).toContain('hands');
    expect(keysOf(edit({ name: '  ' }))).toEqual(['noName']);
    expect(keysOf(edit({ heads: [] }))).toEqual(['noHead']);
    expect(keysOf(edit({ start: { hexes: ['99,99', ...hexesOf('piazza-mento')] } }))).toEqual(['offMap']);
    // 33 units, two a hex: 17 hexes at least.
    const few = edit({ start: { hexes: hexesOf('piazza-fontana').slice(0, 10) } });
    expect(problemText(scenarioProblems(few)[0])).toEqual({
      it: 'il corteo ha 33 unità, due a esa: servono almeno 17 esa dove possano stare.',
      en: 'the corteo has 33 units, two a hex: it needs at least 17 hexes they may stand on.',
    });
    const shop = CITY.objectives.find((o) => o.kind === 'negozio')!;
    const notGrey = edit({ own: [{ id: 'own-1', name: 'Bottega', value: 3, hexes: [shop.hexes[0]] }] });
    expect(keysOf(notGrey)).toEqual(['notGrey']);
    expect(problemText(scenarioProblems(notGrey)[0]).en).toMatch(/^“Bottega” stands on a hex that is not grey \(/);
    expect(keysOf(edit({ own: [{ id: 'own-1', name: 'Vuoto', value: 3, hexes: [] }] }))).toEqual(['ownHexes']);
    expect(keysOf(edit({ own: [{ id: 'own-1', name: 'Zero', value: 0, hexes: hexesOf('viale-nin').slice(0, 1) }] }))).toEqual(['value']);
    expect(keysOf(edit({ levels: [70, 50, 50, 0, -20] }))).toEqual(['levels']);
    expect(keysOf(edit({ levels: [-20, 0, 20, 50, 70] }))).toEqual(['levels']);
    expect(keysOf(edit({ lines: [] }))).toEqual(['noPotere']);
    expect(keysOf(edit({ schedule: [{ hand: 11, units: [{ kind: 'blindati', count: 1 }], provenance: BLANK.provenance }] }))).toEqual(['scheduleHand']);
    const tooMany = edit({ schedule: [{ hand: 2, units: [{ kind: 'celere', count: 1 }], provenance: BLANK.provenance }] });
    expect(problemText(scenarioProblems(tooMany)[0])).toEqual({ it: 'servono 11 celere, la scatola ne ha 10.', en: '11 riot police are needed, the box has 10.' });
    // The celere on two hexes of a building: the rules find no room for them at the set-up.
    const building = Object.keys(CITY.hexes).filter((k) => CITY.hexes[k].terrain === 'caseggiato').slice(0, 2);
    expect(keysOf(edit({ lines: [{ kind: 'celere', count: 4, where: { hexes: building }, provenance: BLANK.provenance }] }))).toEqual(['potereRoom']);
  });

  it('reads a scenario from a file only in the editor\u2019s shape, and refuses bad data with reasons', () => {
    const data = JSON.parse(JSON.stringify(OURS)) as unknown;
    expect(readScenario(data)).toEqual(OURS);
    expect(readScenario({ ...(data as object), id: 'internazionalista' })).toBeNull();
    expect(readScenario({ ...(data as object), levels: [1, 2] })).toBeNull();
    expect(readScenario({ ...(data as object), special: { flood: true } })).toBeNull();
    expect(readScenario({ ...(data as object), corteo: { ...OURS.corteo, heads: ['XYZ'] } })).toBeNull();
    expect(readScenario(null)).toBeNull();
    // Anything else a file brings is left behind: the scenario is rebuilt field by field.
    expect(readScenario({ ...(data as object), rally: { places: [] }, pieces: [{ id: 'motorcade' }] })).toEqual(OURS);
    let n = 0;
    const check = checkScenarioFile('en', () => `custom-new-${++n}`);
    expect(check(data, new Set())).toEqual({ id: OURS.id, name: 'Fontana rossa', data: OURS });
    expect(check(data, new Set([OURS.id]))).toMatchObject({ id: 'custom-new-1', data: { id: 'custom-new-1' } });
    expect(check({ nothing: true }, new Set())).toEqual({ refused: 'the file does not hold a scenario from the editor.' });
    expect(check({ ...(data as object), hands: 0 }, new Set())).toEqual({ refused: 'the hands must be 1 to 20.' });
  });
});

describe('scenario editor: played on the rules', () => {
  const options: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: OURS.id, custom: OURS };

  it('sets up the scenario\u2019s forces, start areas, objectives, special rules and levels', () => {
    const s = corteoRules.setup({ ...options, special: { shortThrows: true } }, 2, 3) as CorteoState;
    const corteo = s.units.filter((u) => unitRecord(u.id).side === 'corteo');
    expect(corteo.map((u) => u.id).sort()).toEqual(CORTEO_UNITS.filter((u) => u.component === 'MOV' || u.component === 'ML').map((u) => u.id).sort());
    // The scenario's special rules, not the wizard's.
    expect(s.options.special).toEqual({ smoke: true });
    expect(s.options.custom).toEqual(OURS);
    expect(corteoRules.legalMoves(s, 0).filter((m) => m.type === 'place').every((m) => m.type === 'place' && typeof OURS.corteo.start === 'object' && OURS.corteo.start.hexes.includes(m.at))).toBe(true);
    const city = cityOf(s);
    const own = OURS.own![0].hexes;
    expect(own.map((k) => city.hexes[k])).toEqual(own.map(() => ({ terrain: 'obiettivo', objective: 'own-1' })));
    expect(CITY.hexes[own[0]].terrain).toBe('viale');
    expect(objectiveValue(s, own[0])).toBe(9);
    const shop = CITY.objectives.find((o) => o.kind === 'negozio')!.hexes[0];
    const tv = CITY.objectives.find((o) => o.kind === 'tv')!.hexes[0];
    const gov = CITY.objectives.find((o) => o.kind === 'governo')!;
    expect([objectiveValue(s, shop), objectiveValue(s, tv), objectiveValue(s, gov.hexes[0])]).toEqual([7, 0, gov.value]);
    expect([40, 39, 25, 10, -5, -30, -31].map((n) => victoryLevelOf(s, n).key.replace('corteo.victory.', ''))).toEqual([
      'corteoCrushing', 'corteoNarrow', 'corteoNarrow', 'draw', 'potereNarrow', 'potereCrushing', 'corteoRout',
    ]);
    // The app players get the scenario in their view (the options), with its own objectives.
    const v = corteoRules.view(s, 1) as CorteoView;
    expect(v.options.custom).toEqual(OURS);
  });

  function playOut(levels: readonly [Level, Level], seed: number): { end: CorteoState; first: CorteoState } {
    const rngs = [new Rng(seedRng(seed + 1)), new Rng(seedRng(seed + 2))];
    let s = corteoRules.setup(options, 2, seed) as CorteoState;
    let first: CorteoState | null = null;
    for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
      const obs = observe(corteoRules, s, d.seat, 2) as Observation<CorteoView, CorteoMove>;
      const m = players.choose(levels[d.seat], obs, rngs[d.seat]);
      expect(indexOfMove(obs.moves, m), `${JSON.stringify(m)} is not legal`).toBeGreaterThanOrEqual(0);
      const r = corteoRules.apply(s, d.seat, m);
      if (!r.ok) throw new Error(r.reason);
      s = r.state as CorteoState;
      if (!first && stepNow(s) === 'move') first = s;
    }
    return { end: s, first: first! };
  }

  it('the app players (normal) play it to the end of its six hands, with its schedule and levels', () => {
    const { end, first } = playOut(['normal', 'normal'], 5);
    expect(stepNow(end)).toBe('over');
    expect(end.hand).toBe(6);
    // At the first move: the six celere on the four hexes of Corso Maltese, the corteo in Piazza Fontana.
    const maltese = new Set(hexesOf('corso-maltese').slice(0, 4));
    const celere = first.units.filter((u) => u.id.startsWith('p-celere-') && u.at !== 'reserve');
    expect(celere.length).toBe(6);
    expect(celere.every((u) => maltese.has(u.at))).toBe(true);
    const fontana = new Set(hexesOf('piazza-fontana').slice(0, 8));
    expect(first.units.filter((u) => u.id.startsWith('c-')).every((u) => fontana.has(u.at))).toBe(true);
    expect(first.headComponent).toBe('ML');
    // Hand 2 brought the blindati and the carabinieri together, hand 4 the lacrimogeni.
    const came = end.log.flat().filter((e) => e.key === 'corteo.log.reinforcements').map((e) => [e.params?.hand, e.params?.count]);
    expect(came).toEqual([[2, 7], [4, 5]]);
    expect(end.result!.level).toBe(victoryLevelOf(end, end.result!.final).key);
  });
});

describe('scenario editor: words', () => {
  it('every key of the editor\u2019s screens has Italian and English words, with the same placeholders', () => {
    const dir = 'src/games/corteo/ui';
    const used = new Set<string>(['corteo.editor.area.objective', 'corteo.editor.area.nearVigili', 'corteo.editor.area.barracks', 'corteo.editor.area.eastOfWalls', 'corteo.editor.area.hexes']);
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.tsx'))) for (const m of readFileSync(`${dir}/${f}`, 'utf8').matchAll(/'(corteo\.editor\.[A-Za-z.]+)'/g)) used.add(m[1]);
    expect(used.size).toBeGreaterThan(40);
    for (const k of used) {
      expect(editorStrings[k]?.it, `${k} (it)`).toBeTruthy();
      expect(editorStrings[k]?.en, `${k} (en)`).toBeTruthy();
    }
    // "{a:max}" (Italian's "a" before the value) names max, as English's "{max}" does.
    const names = (t: string) => [...t.matchAll(/\{(?:\w+:)?(\w+)/g)].map((m) => m[1]).sort();
    for (const [k, v] of Object.entries(editorStrings)) expect(names(v.it), k).toEqual(names(v.en));
  });
});
