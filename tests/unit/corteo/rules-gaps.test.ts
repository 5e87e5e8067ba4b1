// Two rulings checked against the rulebook's words (../shared/rules/corteo.it.txt):
// - 7c, "Esiti di lancio": "Se una unità del corteo va in panico per un lancio di lacrimogeni,
//   qualsiasi altra unità del corteo, direttamente o indirettamente collegata al bersaglio, si
//   ritira di un esa dove vuole il giocatore-potere. Se queste unità non possono spostarsi,
//   stanno ferme: l'esa che era occupato dal bersaglio deve comunque essere lasciato libero."
// - 9, "Cumulo delle unità": "Se, per esempio, 2 unità cumulate si devono ritirare, possono
//   farlo su due esa diversi (che siano liberi) o su uno solo, a scelta del giocatore, ma devono
//   ritirarsi entrambe."
import { describe, expect, it } from 'vitest';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { pendingOptions } from '../../../src/games/corteo/rules/pending.ts';
import type { CorteoMove, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { CELERE, CELERE2, CO42, CO42B, CO44, GR41, LACR, key, place, withDie } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';
import { pendingOf } from './helpers.ts';

const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};
const at = (s: CorteoState, id: string) => s.units.find((u) => u.id === id)!.at;

describe('tear gas panicking the corteo (7c)', () => {
  // One street: the lacrimogeni at its west end, the target and the march behind it to the east.
  // 6 against 1: column 5-1, die 6: P2, the target two hexes east, the others one hex each.
  const gassed = () => {
    const s = withDie(place(['.....'], { [LACR]: [0, 0], [GR41]: [0, 2], [CO42]: [0, 3], [CO44]: [0, 4] }, { side: 'potere' }), 6);
    return play(s, 1, { type: 'throw', unit: LACR, at: key(0, 2) });
  };

  it('a connected unit may not be pushed into the hex the target left', () => {
    let s = gassed();
    expect(pendingOf(s).map((p) => [p.unit, p.steps])).toEqual([[GR41, 2], [CO42, 1], [CO44, 1]]);
    // The target goes two hexes away from the thrower: onto CO42, then onto CO44.
    s = play(s, 1, { type: 'retreat', unit: GR41, to: key(0, 3) });
    s = play(s, 1, { type: 'retreat', unit: GR41, to: key(0, 4) });
    expect(at(s, GR41)).toBe(key(0, 4));
    // CO42's only open neighbour is the target's hex, to be left free; the other is full.
    expect(pendingOptions(s, { unit: CO42, chooser: 'potere', kind: 'throw', steps: 1, keepFree: key(0, 2) })).toEqual([]);
    // So it stays where it is, and the potere moves on to CO44.
    expect(pendingOf(s)[0]?.unit).toBe(CO44);
    expect(at(s, CO42)).toBe(key(0, 3));
    expect(s.units.filter((u) => u.at === key(0, 2))).toEqual([]);
  });

  it('units that cannot move stay: nobody is arrested by a throw', () => {
    let s = gassed();
    s = play(s, 1, { type: 'retreat', unit: GR41, to: key(0, 3) });
    s = play(s, 1, { type: 'retreat', unit: GR41, to: key(0, 4) });
    while (stepNow(s) === 'retreat') s = play(s, 1, corteoRules.legalMoves(s, 1)[0]);
    expect(stepNow(s)).toBe('move');
    expect(s.score.potere).toBe(0);
    expect(s.units.filter((u) => u.at === 'prison')).toEqual([]);
    expect(at(s, CO42)).toBe(key(0, 3));
    expect(s.units.filter((u) => u.at === key(0, 2))).toEqual([]);
  });

  it('a target that cannot move away from the thrower stays, and is not arrested', () => {
    // The target at the street's east end: every hex away from the thrower is off the map.
    const s = withDie(place(['....'], { [LACR]: [0, 0], [GR41]: [0, 3] }, { side: 'potere' }), 6);
    const after = play(s, 1, { type: 'throw', unit: LACR, at: key(0, 3) });
    expect(stepNow(after)).toBe('move');
    expect(at(after, GR41)).toBe(key(0, 3));
    expect(after.score.potere).toBe(0);
  });
});

describe('a stack that lost a combat retreats whole (9)', () => {
  it('both units retreat, on two different free hexes or on one, as their owner chooses', () => {
    // Two celere (8) on two stacked cordoni (4): column 2-1, die 3: DR.
    const s = withDie(place(['.......', '.......', '.......'], { [CO42]: [1, 2], [CO42B]: [1, 2], [CELERE]: [1, 3], [CELERE2]: [1, 3] }, { side: 'potere', flow: startAt('combat') }), 3);
    let t = play(s, 1, { type: 'combat', attackers: [CELERE, CELERE2], defenders: [CO42, CO42B] });
    expect(pendingOf(t).map((p) => [p.unit, p.kind, p.chooser])).toEqual([[CO42, 'retreat', 'corteo'], [CO42B, 'retreat', 'corteo']]);
    const first = corteoRules.legalMoves(t, 0).map((m) => (m as { to: string }).to);
    expect(first.length).toBeGreaterThanOrEqual(2);
    t = play(t, 0, { type: 'retreat', unit: CO42, to: first[0] });
    // The second must retreat too (no way to stay), onto its partner's hex or another one.
    const second = corteoRules.legalMoves(t, 0);
    expect(second.every((m) => m.type === 'retreat' && m.unit === CO42B)).toBe(true);
    const to = second.map((m) => (m as { to: string }).to);
    expect(to).toContain(first[0]);
    expect(to.some((k) => k !== first[0])).toBe(true);
    t = play(t, 0, { type: 'retreat', unit: CO42B, to: to.find((k) => k !== first[0])! });
    expect(at(t, CO42)).not.toBe(key(1, 2));
    expect(at(t, CO42B)).not.toBe(key(1, 2));
    expect(at(t, CO42)).not.toBe(at(t, CO42B));
  });
});
