// The movement questions kept fast (walks shared by stacked units on a snap, zones of control
// from per-city lists, cached neighbours and walls, the stacking fast path) against the plain
// way of asking them, on many states of seeded random games: the very same answers.
import { describe, expect, it } from 'vitest';
import { hexKey, hexNeighbours, hexsideKey, parseHexKey } from '../../../src/engine/hex.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import type { CityMap } from '../../../src/games/corteo/content/map-types.ts';
import type { Side } from '../../../src/games/corteo/content/types.ts';
import { corteoRules, type CorteoMove, type CorteoOptions, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { cityOf, facedown, graphOf, isHex, neighbours, occupancy, sideOf, snap, stackRoom, walled } from '../../../src/games/corteo/rules/board.ts';
import { destinations } from '../../../src/games/corteo/rules/movement.ts';
import { stopsOn, zocOnto } from '../../../src/games/corteo/rules/terrain.ts';
import { other } from '../../../src/games/corteo/rules/types.ts';
import { isRallyPiece } from '../../../src/games/corteo/rules/antifascista.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

/** The zone of control as the rules first wrote it: every unit's neighbours, terrain asked each time. */
function zocReference(s: CorteoState, side: Side, city: CityMap): Set<string> {
  const out = new Set<string>();
  const { next } = graphOf(city);
  for (const u of s.units) {
    if (!isHex(u.at) || facedown(u) || sideOf(u.id) !== side) continue;
    for (const n of next.get(u.at)!) if (zocOnto(city.hexes[n.key], side)) out.add(n.key);
  }
  return out;
}

/** Stacking room as the rules first wrote it, with no fast path. */
function stackReference(s: CorteoState, id: string, key: string, city: CityMap): boolean {
  const occ = occupancy(s);
  if (s.scen?.pieces.some((p) => p.at === key && p.rest !== 'clinic' && !(p.id.startsWith('rally-') && !p.rest && sideOf(id) === 'corteo'))) return false;
  const waiting = s.scen?.dormant;
  const dormant = waiting ? Object.keys(waiting).filter((d) => d !== id && waiting[d] === key).map((d) => ({ id: d, at: key })) : [];
  const here = [...(occ.get(key) ?? []).filter((u) => u.id !== id), ...dormant];
  if (here.length === 0) return true;
  if (here.some((u) => sideOf(u.id) !== sideOf(id))) return false;
  if (here.length >= 2) return false;
  if (city.hexes[key].terrain === 'caserma') return true;
  return unitRecord(id).kind !== 'blindati' && unitRecord(here[0].id).kind !== 'blindati';
}

const GAMES: { options: CorteoOptions; seats: number }[] = [
  { options: { mode: 'base', map: 'citta' }, seats: 2 },
  { options: { mode: 'advanced', map: 'citta' }, seats: 2 },
  { options: { mode: 'advanced', map: 'citta', scenario: 'antifascista' }, seats: 2 },
  { options: { mode: 'advanced', map: 'citta', scenario: 'antirepressivo' }, seats: 3 },
];

describe('the fast movement questions', () => {
  it('answer as the plain ones on seeded random games: reach of every unit, zones of control, stacking, neighbours, walls, and where a move ends', () => {
    let checkedMoves = 0;
    let checkedReach = 0;
    GAMES.forEach(({ options, seats }, g) => {
      let s = corteoRules.setup(options, seats, 11 + g);
      const rng = new Rng(seedRng(5 + g));
      for (let i = 0; i < 90; i++) {
        const d = corteoRules.decision(s);
        if (!d) break;
        const city = cityOf(s);
        const b = snap(s);
        for (const side of ['corteo', 'potere'] as const) expect([...b.zoc[side]].sort()).toEqual([...zocReference(s, side, city)].sort());
        if (stepNow(s) === 'move') {
          for (const u of s.units) {
            // A walk shared on one snap, and one made afresh: the same hexes, costs and order.
            const shared = [...destinations(s, u.id, b)];
            expect(shared).toEqual([...destinations(s, u.id, snap(s))]);
            checkedReach += shared.length;
            if (!isHex(u.at)) continue;
            for (const k of neighbours(city, u.at)) {
              expect(stackRoom(s, u.id, k, b.occ, city)).toBe(stackReference(s, u.id, k, city));
              expect(walled(city, u.at, k)).toBe(hexsideKey(parseHexKey(u.at), parseHexKey(k)) in city.hexsides);
            }
            expect(neighbours(city, u.at)).toEqual(hexNeighbours(parseHexKey(u.at)).map(hexKey).filter((k) => k in city.hexes));
          }
          // Every listed move applies; a move ends where the plain zone of control says.
          const moves = corteoRules.legalMoves(s, d.seat) as CorteoMove[];
          for (const m of moves.filter((x) => x.type === 'move').slice(0, 6)) {
            const r = corteoRules.apply(s, d.seat, m);
            expect(r.ok).toBe(true);
            if (!r.ok || m.type !== 'move') continue;
            const n = r.state;
            const side = sideOf(m.unit);
            const before = s.moving?.id === m.unit ? s.moving : null;
            const spent = n.moving?.id === m.unit ? n.moving.spent : null;
            const rally = side === 'corteo' && Boolean(n.scen?.pieces.some((p) => p.at === m.to && isRallyPiece(p.id) && !p.rest));
            const stops = rally || zocReference(n, other(side), city).has(m.to) || stopsOn(city.hexes[m.to], side);
            if (stops) expect(n.moving?.id === m.unit).toBe(false);
            else if (spent === null) expect(n.done.includes(m.unit)).toBe(true);
            else expect(spent).toBeGreaterThan(before?.spent ?? -1);
            checkedMoves++;
          }
        }
        const mv = randomMove(corteoRules, s, d.seat, rng);
        expect(mv).not.toBeNull();
        if (mv === null) break;
        const r = corteoRules.apply(s, d.seat, mv);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        s = r.state;
      }
    });
    expect(checkedMoves).toBeGreaterThan(30);
    expect(checkedReach).toBeGreaterThan(300);
  });
});
