// The layers import one way (DESIGN.md): engine <- games <- table <- app; kiosk and table use
// ui/ and the shell's small core, never the app's screens. This test reads every source file,
// finds what it imports (static, re-exports, side effects, dynamic import()), and holds each
// top folder of src/ to the table below. A new top folder fails until it is given a row.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../../src');

const LAYERS = ['engine', 'i18n', 'ui', 'games', 'storage', 'pwa', 'shell', 'table', 'kiosk', 'app', 'main'] as const;
type Layer = (typeof LAYERS)[number];

/** What each layer may import for real (values, side effects, CSS), besides itself. */
const ALLOWED: Record<Layer, readonly Layer[]> = {
  engine: [],
  i18n: [],
  ui: ['engine', 'i18n'],
  games: ['engine', 'ui', 'i18n'],
  storage: ['engine'],
  pwa: [],
  shell: ['engine', 'i18n', 'storage'],
  table: ['engine', 'games', 'ui', 'i18n', 'storage', 'shell'],
  // pwa: the staff panel checks for and applies updates. engine: the seat rule and the app's
  // seat names (engine/seats.ts). No table: the kiosk shows a game through the app's Play
  // screen, like everybody else.
  kiosk: ['engine', 'shell', 'ui', 'games', 'storage', 'i18n', 'pwa'],
  // The app (and main.tsx, which starts it) puts everything together.
  app: LAYERS,
  main: LAYERS,
};

/** What a layer may also import with `import type` only: contracts, erased from the build. */
const TYPES_ONLY: Partial<Record<Layer, readonly Layer[]>> = {
  i18n: ['engine'], // Text
  ui: ['games'], // MoveResult, for useAct
  shell: ['games'], // GamePackage, for startGame
};

/** Layers held to a list of npm packages: the rules stay pure (no Preact, no Dexie). */
const PACKAGES: Partial<Record<Layer, readonly string[]>> = { engine: ['pure-rand'] };

/** Corteo's scenarios with rules of their own (src/games/corteo/rules/<name>.ts). */
const CORTEO_SCENARIOS = ['antifascista', 'antirepressivo', 'sociale'];

/** From outside games/, only the games' front door: the registry, the home's catalogue, the app players' loaders, the package types, Fonti, the lessons. */
const GAMES_FRONT_DOOR = ['games/registry.ts', 'games/catalogue.ts', 'games/players-loaders.ts', 'games/types.ts', 'games/sources.ts', 'games/lessons.ts'];

interface Import {
  spec: string;
  typeOnly: boolean;
  line: number;
  /** An import() loaded on demand: a lazy edge, no loop of modules at load time. */
  dynamic?: true;
}

/**
 * The source with comments blanked (newlines kept, so line numbers hold). Strings and template
 * literals are skipped whole; regex literals are not recognised, which only matters if one
 * holds a quote or `//` on the same line as an import.
 */
function stripComments(src: string): string {
  let out = '';
  // Open template literals, each with the depth of `${` braces inside it.
  const templates: number[] = [];
  let i = 0;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  while (i < src.length) {
    const c = src[i];
    const inTemplateText = templates.length > 0 && templates[templates.length - 1] === 0;
    if (inTemplateText) {
      if (c === '\\') {
        out += src.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        templates.pop();
        out += c;
        i++;
      } else if (c === '$' && src[i + 1] === '{') {
        templates[templates.length - 1] = 1;
        out += '${';
        i += 2;
      } else {
        out += c;
        i++;
      }
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? src.length : end;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      out += src.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      templates.push(0);
      out += c;
      i++;
    } else {
      if (templates.length > 0 && c === '{') templates[templates.length - 1]++;
      if (templates.length > 0 && c === '}') templates[templates.length - 1]--;
      out += c;
      i++;
    }
  }
  return out;
}

const STATIC = /(?<![\w$.])(import|export)\s+(type\s+)?(?:[\w$*{}\s,]*?\bfrom\s*)?(['"])([^'"\n]+)\3/g;
const DYNAMIC = /(?<![\w$.])import\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;
const ANY_DYNAMIC = /(?<![\w$.])import\s*\(/g;

/** Every module a source file imports, and whether only its types are. */
function importsOf(src: string): Import[] {
  const code = stripComments(src);
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const out: Import[] = [];
  for (const m of code.matchAll(STATIC)) out.push({ spec: m[4], typeOnly: !!m[2], line: lineAt(m.index) });
  const dynamic = [...code.matchAll(DYNAMIC)];
  for (const m of dynamic) out.push({ spec: m[2], typeOnly: false, line: lineAt(m.index), dynamic: true });
  // An import() of a computed path could reach anything: the test must be able to read them all.
  const all = [...code.matchAll(ANY_DYNAMIC)];
  if (all.length !== dynamic.length) throw new Error(`an import() this test cannot read, line ${lineAt(all.find((a) => !dynamic.some((d) => d.index === a.index))!.index)}`);
  return out.sort((a, b) => a.line - b.line);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** A path under src/, with forward slashes ("games/rubico/index.ts"). */
const underSrc = (abs: string) => relative(SRC, abs).split(sep).join('/');
/** The top folder of a path under src/; files right in src/ (main.tsx) are 'main'. */
const topOf = (path: string) => (path.includes('/') ? path.split('/')[0] : 'main');
const packageOf = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
const isLayer = (x: string): x is Layer => (LAYERS as readonly string[]).includes(x);

interface Edge {
  from: string;
  fromLayer: Layer;
  line: number;
  spec: string;
  typeOnly: boolean;
  dynamic?: true;
  /** The target under src/, or null for an npm package. */
  to: string | null;
}

function edges(): Edge[] {
  return sourceFiles(SRC).flatMap((abs) => {
    const from = underSrc(abs);
    const fromLayer = topOf(from);
    if (!isLayer(fromLayer)) throw new Error(`src/${from}: top folder "${fromLayer}" has no row in the layers table`);
    return importsOf(readFileSync(abs, 'utf8')).map((imp) => {
      const to = imp.spec.startsWith('.') ? underSrc(resolve(dirname(abs), imp.spec)) : null;
      if (to !== null && to.startsWith('..')) throw new Error(`src/${from}:${imp.line} imports outside src/: ${imp.spec}`);
      return { from, fromLayer, line: imp.line, spec: imp.spec, typeOnly: imp.typeOnly, dynamic: imp.dynamic, to };
    });
  });
}

const where = (e: Edge) => `src/${e.from}:${e.line} ${e.typeOnly ? 'import type ' : ''}'${e.spec}'`;

/** Groups of files that import one another in a loop (Tarjan's strongly connected components). */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>(), low = new Map<string, number>(), on = new Set<string>(), stack: string[] = [], groups: string[][] = [];
  const connect = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const g: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        g.push(w);
      } while (w !== v);
      if (g.length > 1 || graph.get(v)?.has(v)) groups.push(g.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) connect(v);
  return groups;
}

/** The file an import names (with its extension, or the folder's index). */
function resolveFile(to: string, files: Set<string>): string | null {
  for (const c of [to, `${to}.ts`, `${to}.tsx`, `${to}/index.ts`, `${to}/index.tsx`]) if (files.has(c)) return c;
  return null;
}

describe('layers', () => {
  it('reads static, re-exported, type-only, side-effect and dynamic imports, and skips comments', () => {
    const src = [
      "import { a, type B } from './a.ts';",
      "import type { C } from '../c/c.ts';",
      'import {',
      '  d,',
      '  e,',
      "} from '../d.ts'; // import x from './commented.ts'",
      "import './style.css';",
      "export * from './e.ts';",
      "export type { F } from './f.ts';",
      "/* import g from './g.ts'; */ const s = '// not a comment', u = `x ${s} // still a string`;",
      "const lazy = () => import('./lazy.tsx').then((m) => m.default);",
      "export const name = 'not an import';",
    ].join('\n');
    expect(importsOf(src)).toEqual([
      { spec: './a.ts', typeOnly: false, line: 1 },
      { spec: '../c/c.ts', typeOnly: true, line: 2 },
      { spec: '../d.ts', typeOnly: false, line: 3 },
      { spec: './style.css', typeOnly: false, line: 7 },
      { spec: './e.ts', typeOnly: false, line: 8 },
      { spec: './f.ts', typeOnly: true, line: 9 },
      { spec: './lazy.tsx', typeOnly: false, line: 11, dynamic: true },
    ]);
    expect(() => importsOf('const m = (id: string) => import(`./${id}.ts`);')).toThrow(/cannot read/);
  });

  const all = edges();

  it('finds the imports of the whole of src/', () => {
    // A sanity floor: a parser that silently found nothing would pass every rule below.
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter((e) => e.spec.startsWith('.') && e.to === null)).toEqual([]);
  });

  it('each layer imports only what the table allows', () => {
    const wrong: string[] = [];
    for (const e of all) {
      if (e.to === null) continue;
      const toLayer = topOf(e.to);
      if (!isLayer(toLayer)) {
        wrong.push(`${where(e)}: unknown folder ${toLayer}`);
        continue;
      }
      if (toLayer === e.fromLayer) continue;
      if (ALLOWED[e.fromLayer].includes(toLayer)) continue;
      if (e.typeOnly && TYPES_ONLY[e.fromLayer]?.includes(toLayer)) continue;
      wrong.push(`${where(e)}: ${e.fromLayer} may not import ${toLayer}${TYPES_ONLY[e.fromLayer]?.includes(toLayer) ? ' (only `import type`)' : ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the engine imports no package but its RNG', () => {
    const wrong = all.filter((e) => e.to === null && PACKAGES[e.fromLayer] && !PACKAGES[e.fromLayer]!.includes(packageOf(e.spec)));
    expect(wrong.map(where)).toEqual([]);
  });

  it('no import cycle anywhere in src/: the engine sequences the steps, phase files never call one another', () => {
    const files = new Set(sourceFiles(SRC).map(underSrc));
    const graph = new Map<string, Set<string>>([...files].map((f) => [f, new Set<string>()]));
    for (const e of all) {
      // `import type` is erased from the build and import() loads later: neither makes a loop.
      if (e.to === null || e.typeOnly || e.dynamic) continue;
      const target = resolveFile(e.to, files);
      if (target) graph.get(e.from)!.add(target);
    }
    expect(cyclesOf(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(graph).map((group) => group.join(' -> '))).toEqual([]);
  });

  it("a game's rules reach no words and no screens, not even through what they import", () => {
    // DESIGN.md: inside a game, rules/ imports nothing from ui/, strings or i18n (an import of
    // i18n brings @preact/signals into the rules, the app players' worker and Node's tests).
    const out = new Map<string, Edge[]>();
    for (const e of all) if (!e.typeOnly) out.set(e.from, [...(out.get(e.from) ?? []), e]);
    const isRules = (f: string) => /^games\/[^/]+\/(rules\.ts|rules\/)/.test(f);
    const words = (to: string) => /^(i18n|ui)\//.test(to) || /^games\/[^/]+\/(ui|strings)\//.test(to) || /^games\/[^/]+\/(strings|help|index)\.tsx?$/.test(to);
    const wrong: string[] = [];
    const roots = [...out.keys()].filter(isRules);
    expect(roots.length).toBeGreaterThan(40);
    for (const root of roots) {
      const seen = new Set([root]);
      const path = new Map<string, string>([[root, root]]);
      const queue = [root];
      while (queue.length) {
        const f = queue.shift()!;
        for (const e of out.get(f) ?? []) {
          const bad = e.to === null ? /^(preact|@preact\/|dexie|hammerjs)/.test(e.spec) : words(e.to);
          if (bad) wrong.push(`src/${root}: ${path.get(f)} -> ${e.to ?? e.spec}`);
          if (e.to !== null && !seen.has(e.to)) {
            seen.add(e.to);
            path.set(e.to, `${path.get(f)} -> ${e.to}`);
            queue.push(e.to);
          }
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it("Corteo's base rules reach no scenario's file, not even through what they import; the step table wires the scenarios in", () => {
    const rules = 'games/corteo/rules/';
    const scenarioFiles = CORTEO_SCENARIOS.map((n) => `${rules}${n}.ts`);
    // The step table and the scenario editor's check put the scenarios together; a scenario may use another.
    const wiring = [`${rules}steps.ts`, `${rules}scenario-check.ts`, ...scenarioFiles];
    const files = new Set(sourceFiles(SRC).map(underSrc));
    const out = new Map<string, string[]>();
    for (const e of all) {
      if (e.typeOnly || e.dynamic || e.to === null) continue;
      const target = resolveFile(e.to, files);
      if (target) out.set(e.from, [...(out.get(e.from) ?? []), target]);
    }
    const base = [...files].filter((f) => f.startsWith(rules) && !wiring.includes(f));
    expect(base.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const root of base) {
      const path = new Map<string, string>([[root, root.slice(rules.length)]]);
      const queue = [root];
      while (queue.length) {
        const f = queue.shift()!;
        for (const to of out.get(f) ?? []) {
          if (path.has(to)) continue;
          path.set(to, `${path.get(f)} -> ${to.startsWith(rules) ? to.slice(rules.length) : to}`);
          if (scenarioFiles.includes(to) || to === `${rules}steps.ts`) wrong.push(path.get(to)!);
          else queue.push(to);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("outside games/, only the games' front door is imported; no game imports another, nor the registry", () => {
    const wrong: string[] = [];
    for (const e of all) {
      if (e.to === null || topOf(e.to) !== 'games') continue;
      if (e.fromLayer !== 'games') {
        if (!GAMES_FRONT_DOOR.includes(e.to)) wrong.push(`${where(e)}: a game's inside`);
        continue;
      }
      const fromGame = e.from.split('/').length > 2 ? e.from.split('/')[1] : null;
      const toGame = e.to.split('/').length > 2 ? e.to.split('/')[1] : null;
      if (fromGame && toGame && fromGame !== toGame) wrong.push(`${where(e)}: another game`);
      // The registry loads the games: a game that imported it would load them all, itself too.
      if (fromGame && e.to === 'games/registry.ts') wrong.push(`${where(e)}: the registry`);
    }
    expect(wrong).toEqual([]);
  });
});
