// The Antirepressivo's balance between app players (`node scripts/run-ts.mjs tests/bench/antirepressivo-balance.ts`):
// seeded games with the app at ANTIREP_LEVEL (default normal) in all three seats (the Destra, the
// potere, the Sinistra), to the end. Prints each game's final scores and levels, then how often
// each player won (the potere wins when neither corteo player reaches a win of its table and one
// of them loses; both corteo players may win together). ANTIREP_GAMES sets the games (default 12).
import { observe, type Level } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import players from '../../src/games/corteo/players.ts';
import { corteoRules } from '../../src/games/corteo/rules.ts';

const GAMES = Number(process.env.ANTIREP_GAMES ?? 12);
const LEVEL = (process.env.ANTIREP_LEVEL ?? 'normal') as Level;
const SEAT_NAMES = ['Destra', 'potere', 'Sinistra'];
const log = (...a: unknown[]) => console.error('[antirepressivo-balance]', ...a);

export default function main(): void {
  const wins = [0, 0, 0];
  let draws = 0;
  for (let g = 0; g < GAMES; g++) {
    const seed = 0xa17 + g * 7919;
    const rngs = [0, 1, 2].map((i) => new Rng(seedRng(seed ^ (0xa99 + i * 0x9e37))));
    let s = corteoRules.setup({ mode: 'advanced', map: 'citta', scenario: 'antirepressivo' }, 3, seed);
    for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
      const move = players.choose(LEVEL, observe(corteoRules, s, d.seat, 3)! as never, rngs[d.seat]);
      const r = corteoRules.apply(s, d.seat, move);
      if (!r.ok) throw new Error(`game ${g}: seat ${d.seat} played ${JSON.stringify(move)}, refused (${r.reason})`);
      s = r.state;
    }
    const out = corteoRules.outcome(s)!;
    if (out.winners.length === 0) draws++;
    for (const w of out.winners) wins[w]++;
    const d = out.details as Record<string, number | string>;
    log(`game ${g}: ${out.reasonKey} · Destra ${d.destra} (${d.destraLevel}) · Sinistra ${d.sinistra} (${d.sinistraLevel}) · corteo ${d.corteo} potere ${d.potere}`);
  }
  const share = (n: number) => `${Math.round((n / GAMES) * 100)} %`;
  console.log(`Antirepressivo, ${GAMES} games, ${LEVEL} app players in every seat: ${SEAT_NAMES.map((n, i) => `${n} won ${share(wins[i])}`).join(', ')}; nobody ${share(draws)}`);
}
