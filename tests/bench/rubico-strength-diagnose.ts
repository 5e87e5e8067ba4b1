// Where Rubico's app can gain against random play: the app's team (scripted, bot.ts, or the
// normal level, players.ts) with its Centurion's blind choice replaced by oracles that read the
// state (a measurement of ceilings, never a player): `roles` knows every seat's role and takes
// its allies' suggested cards first, `cards` sees the face-down cards. Also how well the app's
// role inference (bot.ts redBelief) tells allies from the others when it is the Centurion.
//   V=plain,roles,cards P=scripted N=3,4,5,6,7 G=300 node scripts/run-ts.mjs tests/bench/rubico-strength-diagnose.ts
// P=normal: the normal level plays the other steps; ROWS=1: the scripted Centurion weighs the
// cards by the row model (bot.ts rowCardWorth), as strong's does.
import { observe } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { redBelief, sensibleMove } from '../../src/games/rubico/bot.ts';
import players from '../../src/games/rubico/players.ts';
import { rubicoRules as rules, stageOf, type Faction, type MarciaKind, type RubicoMove, type RubicoState } from '../../src/games/rubico/rules.ts';
import { CARD_KIND } from '../../src/games/rubico/rules/cards.ts';

type Variant = 'plain' | 'roles' | 'cards';
const VALUE: Record<Faction, Record<MarciaKind, number>> = {
  red: { red: 3, giano: 2, blue: -2, pompeo: -1 },
  blue: { red: -3, giano: -1, blue: 2, pompeo: 3 },
};

function oracleTake(s: RubicoState, seat: number, moves: RubicoMove[], v: Variant, rng: Rng): RubicoMove | null {
  const takes = moves.filter((m): m is Extract<RubicoMove, { type: 'take' }> => m.type === 'take');
  if (takes.length === 0) return null;
  const me = s.roles[seat];
  const score = (m: Extract<RubicoMove, { type: 'take' }>): number => {
    if (v === 'cards') return VALUE[me][CARD_KIND[s.hands[m.seat][m.slot]]];
    const friend = s.roles[m.seat] === me;
    // Against random play the others' rows are any cards; an ally's cards after its first are its leftovers.
    return (friend ? (m.slot === 0 ? 2 : -0.5) : 0) + rng.int(0, 99) / 1000;
  };
  let best = takes[0];
  for (const m of takes) if (score(m) > score(best)) best = m;
  return best;
}

/** The app Centurion's belief that a seat is red (first take, turn 3 on), summed by the seat's true role. */
const red = { sum: 0, k: 0 };
const blue = { sum: 0, k: 0 };

function play(n: number, seed: number, app: Faction, v: Variant, base: 'scripted' | 'normal'): boolean {
  let s: RubicoState = rules.setup({ firstCenturion: seed % n }, n, seed);
  const rngs = Array.from({ length: n }, (_, i) => new Rng(seedRng(seed * 31 + i)));
  while (!rules.outcome(s)) {
    const seat = rules.decision(s)!.seat;
    const obs = observe(rules, s, seat, n)!;
    const moves = obs.moves as RubicoMove[];
    let move: RubicoMove;
    if (s.roles[seat] !== app) move = rngs[seat].pick(moves);
    else {
      if (v === 'plain' && stageOf(s) === 'choose' && s.turn >= 3 && s.taken.every((t) => t.length === 0)) {
        redBelief(obs.view as never).forEach((b, i) => {
          if (i === seat) return;
          const acc = s.roles[i] === 'red' ? red : blue;
          acc.sum += b;
          acc.k++;
        });
      }
      const o = stageOf(s) === 'choose' && v !== 'plain' ? oracleTake(s, seat, moves, v, rngs[seat]) : null;
      move = o ?? (base === 'normal' ? (players.choose('normal', obs as never, rngs[seat]) as RubicoMove) : sensibleMove(obs as never, rngs[seat], process.env.ROWS === '1'));
    }
    const r = rules.apply(s, seat, move);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return s.winner === app;
}

export default function main(): void {
  const counts = (process.env.N ?? '3,4,5,6,7').split(',').map(Number);
  const G = Number(process.env.G ?? 200);
  const variants = (process.env.V ?? 'plain,roles,cards').split(',') as Variant[];
  const base = (process.env.P ?? 'scripted') as 'scripted' | 'normal';
  for (const n of counts) {
    const parts: string[] = [];
    red.sum = red.k = blue.sum = blue.k = 0;
    for (const v of variants) {
      const w = { red: 0, blue: 0 };
      for (const side of ['red', 'blue'] as Faction[]) for (let g = 0; g < G; g++) if (play(n, 5000 + g, side, v, base)) w[side]++;
      parts.push(`${v} red ${((100 * w.red) / G).toFixed(0)}% blue ${((100 * w.blue) / G).toFixed(0)}% both ${((50 * (w.red + w.blue)) / G).toFixed(1)}%`);
    }
    const b = (x: number, k: number) => (k ? (x / k).toFixed(2) : '-');
    console.log(`${n}p ${base}: ${parts.join(' | ')}; P(red) believed by the app Centurion: of a red seat ${b(red.sum, red.k)}, of a blue seat ${b(blue.sum, blue.k)}`);
  }
}
