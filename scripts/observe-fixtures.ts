// Adds to the older save fixtures (tests/fixtures/saves-before-toolkit, corteo-before-
// antirepressivo) what their games looked like to every seat (tests/fixtures/order-of-play.ts
// `observe`), computed by replaying them with the rules of the day they were added, which
// replayed them to the very states those fixtures hold. Their tests then compare what a player
// can tell, so the order of play may move into the engine (a state of another shape).
// Run once: `node scripts/run-ts.mjs scripts/observe-fixtures.ts`.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { replay, type LoggedMove } from '../src/engine/replay.ts';
import type { AnyRules } from '../src/engine/types.ts';
import { rubicoRules } from '../src/games/rubico/rules.ts';
import { ribelleRules } from '../src/games/repubblica-ribelle/rules.ts';
import { fiammeRules } from '../src/games/fiamme-d-assalto/rules.ts';
import { corteoRules } from '../src/games/corteo/rules.ts';
import { observe } from '../tests/fixtures/order-of-play.ts';

const RULES: Record<string, AnyRules> = { rubico: rubicoRules, 'repubblica-ribelle': ribelleRules, 'fiamme-d-assalto': fiammeRules, corteo: corteoRules };

interface Old {
  gameId: string;
  setup: { options: unknown; seatCount: number; seed: number };
  moves: LoggedMove[];
  snapshots?: { index: number; state: unknown; observed?: unknown }[];
  final: { sha256?: string; rng?: number[] };
  observed?: unknown;
}

export default function main(): void {
  for (const folder of ['saves-before-toolkit', 'corteo-before-antirepressivo']) {
    const dir = new URL(`../tests/fixtures/${folder}/`, import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const fx = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Old;
      const rules = RULES[fx.gameId];
      const { options, seatCount, seed } = fx.setup;
      const end = replay(rules, rules.setup(options, seatCount, seed), fx.moves);
      // Only a replay that reaches the fixture's own state may speak for it.
      const same = fx.final.sha256
        ? createHash('sha256').update(JSON.stringify(end)).digest('hex') === fx.final.sha256
        : JSON.stringify(end) === JSON.stringify(fx.final);
      if (!same) throw new Error(`${folder}/${file}: today's rules do not reach its state`);
      fx.observed = observe(rules, end, seatCount);
      for (const snap of fx.snapshots ?? []) {
        snap.observed = observe(rules, replay(rules, rules.setup(options, seatCount, seed), fx.moves.slice(0, snap.index)), seatCount);
      }
      writeFileSync(new URL(file, dir), JSON.stringify(fx));
      console.log(folder, file, 'observed');
    }
  }
}
