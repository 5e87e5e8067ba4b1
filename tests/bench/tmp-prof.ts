import { randomMove } from '../../src/engine/playout.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { corteoRules } from '../../src/games/corteo/rules.ts';
import { snap } from '../../src/games/corteo/rules/board.ts';
import { destinations, metroExits, barricadeSpots, removableBarricades, canStart } from '../../src/games/corteo/rules/movement.ts';
import { throwTargets, jointTargets, pinnedThrower } from '../../src/games/corteo/rules/throws.ts';
import { stayingOnHeld } from '../../src/games/corteo/rules/turn.ts';
export default function main() {
  const byStep = new Map<string, [number, number]>();
  const parts = new Map<string, number>();
  const t = (k: string, f: () => unknown) => { const a = performance.now(); f(); parts.set(k, (parts.get(k) ?? 0) + performance.now() - a); };
  for (const mode of ['base', 'advanced'] as const) {
    let s = corteoRules.setup({ mode, map: 'citta' }, 2, 123);
    const rng = new Rng(seedRng(5));
    for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
      const t1 = performance.now();
      const moves = corteoRules.legalMoves(s, d.seat);
      const e = byStep.get(s.step) ?? [0, 0]; e[0] += performance.now() - t1; e[1]++; byStep.set(s.step, e);
      if (s.step === 'move') {
        let b: any; t('snap', () => (b = snap(s)));
        for (const u of s.units) {
          t('pinned', () => pinnedThrower(s, u, b));
          if (s.moving?.id !== u.id && !canStart(s, u, b)) continue;
          t('dest', () => destinations(s, u.id, b)); t('metro', () => metroExits(s, u.id, b)); t('barr', () => barricadeSpots(s, u.id, b)); t('unbarr', () => removableBarricades(s, u.id, b));
          t('throw', () => throwTargets(s, u.id, b)); t('joint', () => jointTargets(s, u.id, b));
        }
        t('staying', () => stayingOnHeld(s));
      }
      const r = corteoRules.apply(s, d.seat, rng.pick(moves));
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
  }
  console.log([...byStep].map(([k, [ms, n]]) => `${k}: ${ms.toFixed(0)}ms/${n}`).join(', '));
  console.log([...parts].map(([k, ms]) => `${k}: ${ms.toFixed(0)}`).join(', '));
}
