// Seeded fuzz: thousands of random games per player count through legalMoves, checking the
// invariants after every move, that every game ends with one faction winning, and that the
// move log replays to the same final state.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { replay } from '../../../src/engine/replay.ts';
import { randomMove } from '../../../src/games/rubico/bot.ts';
import { cardsInPlay, trackFor, type RubicoMove, type RubicoState } from '../../../src/games/rubico/rules.ts';
import { rules } from './helpers.ts';

const GAMES = 1000;
const MAX_MOVES = 3000;

function checkInvariants(s: RubicoState, seen: Uint8Array): void {
  const n = s.n;
  // Every Marcia card in exactly one place.
  seen.fill(0);
  let total = 0;
  const mark = (c: number) => {
    seen[c]++;
    total++;
  };
  for (const c of s.deck) mark(c);
  for (const h of s.hands) for (const c of h) if (c !== -1) mark(c);
  for (const c of s.played) mark(c);
  for (const c of s.discard) mark(c);
  const inPlay = cardsInPlay(n);
  if (total !== inPlay.length) throw new Error(`turn ${s.turn} ${s.step}: ${total} Marcia cards, expected ${inPlay.length}`);
  for (const c of inPlay) if (seen[c] !== 1) throw new Error(`card ${c} is in ${seen[c]} places`);
  // The Centurion holds no cards; taken/forced slots point at cards in the row.
  if (s.turn > 0 && s.hands[s.centurion].length !== 0) throw new Error('the Centurion holds cards');
  // Caesar on the track.
  const last = trackFor(n).length - 1;
  if (!(s.pos >= 0 && s.pos <= last)) throw new Error(`Caesar at ${s.pos}`);
  if (s.pos === last && s.winner !== 'red') throw new Error('Caesar in Roma but no red win');
  // Senate cards conserved: a permutation of the 8, void first, flipped ones a prefix.
  if (s.senate.length !== 8 || s.senate[0] !== 0) throw new Error('Senate row broken');
  const sum = s.senate.reduce((a, b) => a + (1 << b), 0);
  if (sum !== 255) throw new Error('Senate cards not conserved');
  if (s.senateUp < 0 || s.senateUp > 8 || s.senateTurn.length !== s.senateUp) throw new Error('Senate count broken');
  // Power cards: used ones are recorded once.
  if (s.usedPowers.length !== s.powerUsed.filter(Boolean).length) throw new Error('power bookkeeping broken');
}

describe('Rubico fuzz', () => {
  for (let n = 3; n <= 7; n++) {
    it(`${GAMES} random games at ${n} players end with one faction winning, invariants hold, logs replay`, () => {
      const seen = new Uint8Array(25);
      let red = 0;
      let turns = 0;
      let moves = 0;
      let longest = 0;
      for (let g = 0; g < GAMES; g++) {
        const seed = n * 1_000_003 + g;
        const start = rules.setup({ firstCenturion: g % n }, n, seed);
        const rng = new Rng(seedRng(seed ^ 0x5eed));
        const log: { seat: number; move: RubicoMove }[] = [];
        let s = start;
        checkInvariants(s, seen);
        while (s.step !== 'over') {
          const d = rules.decision(s)!;
          expect(rules.activeSeats(s)).toEqual([d.seat]);
          // In a sample of games, every listed move must be accepted.
          if (g < 20) {
            for (const m of rules.legalMoves(s, d.seat)) expect(rules.apply(s, d.seat, m).ok).toBe(true);
          }
          const move = randomMove(s, d.seat, rng)!;
          const r = rules.apply(s, d.seat, move);
          if (!r.ok) throw new Error(`legal move refused: ${r.reason} ${JSON.stringify(move)}`);
          log.push({ seat: d.seat, move });
          s = r.state;
          checkInvariants(s, seen);
          if (log.length > MAX_MOVES) throw new Error(`game ${seed} did not end in ${MAX_MOVES} moves`);
        }
        const o = rules.outcome(s)!;
        expect(o.winners.length).toBeGreaterThan(0);
        expect(o.winners.every((w) => s.roles[w] === s.winner)).toBe(true);
        expect(o.winners.length).toBe(s.roles.filter((r) => r === s.winner).length);
        if (s.winner === 'red') red++;
        turns += s.turn;
        moves += log.length;
        longest = Math.max(longest, log.length);
        expect(JSON.stringify(replay(rules, start, log))).toBe(JSON.stringify(s));
      }
      console.log(
        `rubico fuzz n=${n}: ${GAMES} games, red ${((red / GAMES) * 100).toFixed(1)}% / blue ${(((GAMES - red) / GAMES) * 100).toFixed(1)}%, ` +
          `${(turns / GAMES).toFixed(2)} turns and ${(moves / GAMES).toFixed(1)} moves per game, longest ${longest} moves`,
      );
      expect(red).toBeGreaterThan(GAMES * 0.1);
      expect(red).toBeLessThan(GAMES * 0.9);
    });
  }
});
