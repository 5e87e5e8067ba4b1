// Seeded randomness for the rules. The generator's state is a plain array of numbers that
// lives inside the game state, so a seed plus the move log replays a game exactly.
// pure-rand's xoroshiro128+ is small, fast and lets us read and restore its state.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = readonly number[];

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** A mutable draw session over a state; call `state` at the end to store it back. */
export class Rng {
  private gen;
  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }
  /** One element at random (the array must not be empty). */
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }
  get state(): RngState {
    return [...this.gen.getState()];
  }
}

/** A fresh 32-bit seed for a new game; the only place the engine touches real randomness. */
export function freshSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] | 0;
}
