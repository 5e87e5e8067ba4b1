// Crash loop, long form: SOAK_KILLS (default 24) kills of the browser at random points of
// scripted Rubico games, each followed by a relaunch that must find the game at its last
// committed move and resume it there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { crashLoop } from '../e2e/support/reliability.ts';

const KILLS = Number(process.env.SOAK_KILLS ?? 24);

for (const [players, seed, share] of [[4, 0x5a11, 0.5], [6, 0x7b22, 0.5]] as const) {
  test(`crash loop: ${Math.ceil(KILLS * share)} kills during ${players}-player Rubico games, nothing committed is lost`, async ({ baseURL }) => {
    const profile = mkdtempSync(join(tmpdir(), 'passamano-soak-crash-'));
    try {
      const tally = await crashLoop(profile, baseURL, Math.ceil(KILLS * share), seed, players);
      console.log(`SOAK crash loop ${players} players: ${JSON.stringify(tally)}`);
      test.info().annotations.push({ type: 'crash', description: JSON.stringify({ players, ...tally }) });
      expect(tally.lost).toBe(0);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
