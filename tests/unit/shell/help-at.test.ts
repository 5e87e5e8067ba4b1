// Rules at the point of use (issue 33.3): every decision kind a game can produce names the help
// section that applies to it (the game's `helpAt`), and that section exists. The kinds a game can
// produce are every `<game>.step.*` key of its catalog, and a seeded random game of each of its
// contract's option sets shows no kind outside them (so a new step without words or a section
// fails here).
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { AnyRules } from '../../../src/engine/types.ts';
import type { Catalog } from '../../../src/i18n/index.ts';
import { gameEntry } from '../../../src/games/registry.ts';
import type { GameChecks, HelpSection } from '../../../src/games/types.ts';

interface HelpOf {
  help: readonly HelpSection[];
  helpAt: Readonly<Record<string, string>>;
  strings: { it: Catalog };
  prefix: string;
}

/** Each game's help and words, loaded without its screens (the test runs in Node). */
const GAMES: Record<string, () => Promise<HelpOf>> = {
  rubico: async () => {
    const h = await import('../../../src/games/rubico/help.ts');
    return { help: h.rubicoHelp, helpAt: h.rubicoHelpAt, strings: await import('../../../src/games/rubico/strings.ts'), prefix: 'rubico' };
  },
  'repubblica-ribelle': async () => {
    const h = await import('../../../src/games/repubblica-ribelle/help.ts');
    return { help: h.ribelleHelp, helpAt: h.ribelleHelpAt, strings: await import('../../../src/games/repubblica-ribelle/strings.ts'), prefix: 'ribelle' };
  },
  fabrisiko: async () => {
    const h = await import('../../../src/games/fabrisiko/help.ts');
    return { help: h.fabrisikoHelp, helpAt: h.fabrisikoHelpAt, strings: await import('../../../src/games/fabrisiko/strings.ts'), prefix: 'fabrisiko' };
  },
  corteo: async () => {
    const h = await import('../../../src/games/corteo/ui/help.ts');
    return { help: h.corteoHelp, helpAt: h.corteoHelpAt, strings: await import('../../../src/games/corteo/strings.ts'), prefix: 'corteo' };
  },
  'fiamme-d-assalto': async () => {
    const h = await import('../../../src/games/fiamme-d-assalto/help.ts');
    return { help: h.fiammeHelp, helpAt: h.fiammeHelpAt, strings: await import('../../../src/games/fiamme-d-assalto/strings.ts'), prefix: 'fiamme' };
  },
};

/** Decisions of one seeded random game looked at, at most (the catalog lists every kind anyway; this checks it does). */
const MAX_DECISIONS = 200;

/** The decision kinds met in one seeded random game of each option set of the game's contract. */
function kindsPlayed(rules: AnyRules, checks: GameChecks): Set<string> {
  const kinds = new Set<string>();
  for (const [i, set] of checks.playouts.entries()) {
    const rng = new Rng(seedRng(0x4e1 + i));
    let s = rules.setup(set.options, set.seatCount, 0x33 + i * 7919);
    for (let n = 0, d = rules.decision(s); d && n < MAX_DECISIONS; n++, d = rules.decision(s)) {
      kinds.add(d.kind);
      const r = rules.apply(s, d.seat, randomMove(rules, s, d.seat, rng));
      if (!r.ok) throw new Error(`${set.label}: a random move was refused (${r.reason})`);
      s = r.state;
    }
  }
  return kinds;
}

describe('rules at the point of use', () => {
  it('covers every game of the registry', () => {
    expect(Object.keys(GAMES).sort()).toEqual(['corteo', 'fabrisiko', 'fiamme-d-assalto', 'repubblica-ribelle', 'rubico']);
  });

  for (const [id, load] of Object.entries(GAMES)) {
    it(`${id}: every step the game can produce opens at a section of its help that exists`, async () => {
      const { help, helpAt, strings, prefix } = await load();
      const ids = help.map((s) => s.id);
      expect(new Set(ids).size, `${id}: section ids are unique`).toBe(ids.length);
      const stepKeys = Object.keys(strings.it).filter((k) => k.startsWith(`${prefix}.step.`));
      expect(stepKeys.length).toBeGreaterThan(0);
      const entry = gameEntry(id)!;
      const played = kindsPlayed(await entry.rules!(), await entry.checks!());
      for (const kind of played) expect(stepKeys, `${id}: the kind ${kind} is a step with words`).toContain(kind);
      for (const kind of new Set([...stepKeys, ...played])) {
        expect(helpAt[kind], `${id}: ${kind} names a section`).toBeTypeOf('string');
        expect(ids, `${id}: ${kind} opens at "${helpAt[kind]}"`).toContain(helpAt[kind]);
      }
      // Nothing stale: every entry is a kind the game has.
      for (const kind of Object.keys(helpAt)) expect(stepKeys, `${id}: ${kind} in helpAt`).toContain(kind);
    });
  }
});
