// Privacy of Rubico's views. Two independent checks on many random mid-game states:
// 1. no unique id of a card the viewer may not know (face-down Marcia cards of others, the
//    deck, the unseen discard, others' unused power cards) appears in the viewer's JSON;
// 2. views are blind to hidden facts: shuffling what the viewer may not know (others' cards,
//    the deck order, others' roles and power cards, the face-down Senate cards, the RNG) leaves
//    the view exactly the same.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { POWER_IDS, type PowerCard } from '../../../src/games/rubico/content.ts';
import { randomMove } from '../../../src/games/rubico/bot.ts';
import { cardRef, type RubicoState, type RubicoView } from '../../../src/games/rubico/rules.ts';
import { act, rules } from './helpers.ts';

type Viewer = number | 'table';

/** Ids of Marcia cards `viewer` may not know now. */
function hiddenCardIds(s: RubicoState, viewer: Viewer): string[] {
  const known = new Set<number>();
  if (viewer !== 'table') {
    for (const c of s.hands[viewer]) known.add(c);
    for (const p of s.peeks) if (p.by === viewer) known.add(p.card);
  }
  const hidden: number[] = [...s.deck, ...s.discard];
  s.hands.forEach((h) => h.forEach((c) => c !== -1 && hidden.push(c)));
  // A card revealed in the last reveal is public under its id (it has been reshuffled since,
  // and nothing ties the id to its new place: check 2 covers that).
  const revealed = new Set((s.lastReveal?.cards ?? []).map((c) => c.id));
  return hidden
    .filter((c) => !known.has(c))
    .map((c) => cardRef(c).id)
    .filter((id) => !revealed.has(id));
}

/** Power cards `viewer` may not know about: unused ones of other seats and the undealt ones. */
function hiddenPowers(s: RubicoState, viewer: Viewer): PowerCard[] {
  const used = new Set(s.usedPowers.map((u) => u.card));
  const mine = viewer === 'table' || s.powerUsed[viewer] ? null : s.powers[viewer];
  return POWER_IDS.filter((p) => !used.has(p) && p !== mine);
}

/** A state that differs from `s` only in what `viewer` may not know. */
function perturb(s: RubicoState, viewer: Viewer, rng: Rng): RubicoState {
  const t: RubicoState = JSON.parse(JSON.stringify(s));
  const seat = viewer === 'table' ? -1 : viewer;
  const peeked = new Set(s.peeks.filter((p) => p.by === seat).map((p) => p.card));
  // Face-down Marcia cards the viewer does not know, wherever they are.
  const spots: { get: () => number; set: (c: number) => void }[] = [];
  t.deck.forEach((_, i) => spots.push({ get: () => t.deck[i], set: (c) => (t.deck[i] = c) }));
  t.discard.forEach((_, i) => spots.push({ get: () => t.discard[i], set: (c) => (t.discard[i] = c) }));
  t.hands.forEach((h, who) => {
    if (who === seat) return;
    h.forEach((c, i) => {
      if (c !== -1 && !peeked.has(c)) spots.push({ get: () => h[i], set: (x) => (h[i] = x) });
    });
  });
  const cards = rng.shuffle(spots.map((x) => x.get()));
  spots.forEach((x, i) => x.set(cards[i]));
  // Roles of the others (unless the viewer is a blue who was told the blues).
  const knowsAll = seat >= 0 && (t.n === 5 || t.n === 7) && t.roles[seat] === 'blue';
  if (!knowsAll) {
    const others = t.roles.map((_, i) => i).filter((i) => i !== seat);
    const roles = rng.shuffle(others.map((i) => t.roles[i]));
    others.forEach((i, k) => (t.roles[i] = roles[k]));
  }
  // Unused power cards of the others, drawn again from everything the viewer cannot rule out.
  const holders = t.powers.map((_, i) => i).filter((i) => i !== seat && t.powers[i] !== null && !t.powerUsed[i]);
  const pool = rng.shuffle(hiddenPowers(s, viewer));
  holders.forEach((i, k) => (t.powers[i] = pool[k]));
  // Face-down Senate cards, and the RNG.
  t.senate = [...t.senate.slice(0, t.senateUp), ...rng.shuffle(t.senate.slice(t.senateUp))];
  t.rng = seedRng(rng.int(0, 1 << 30));
  return t;
}

function checkView(s: RubicoState, viewer: Viewer, rng: Rng): void {
  const v: RubicoView = rules.view(s, viewer);
  const json = JSON.stringify(v);
  for (const id of hiddenCardIds(s, viewer)) expect(json, `card ${id} leaks to ${viewer}`).not.toContain(`"${id}"`);
  // 'roma' is also the name of the last track cell, so that card is covered by check 2 only.
  // As a value only ("vesta" and "iuno" are also keys of activeEffects).
  for (const p of hiddenPowers(s, viewer)) {
    if (p !== 'roma') expect(json, `${p} leaks to ${viewer}`).not.toMatch(new RegExp(`[:\\[,]"${p}"(?!:)`));
  }
  if (viewer === 'table') {
    expect(v.me).toBeNull();
    expect(json).not.toMatch(/"role"|"allies"|"pendingPeek"/);
  } else {
    expect(v.me!.role).toBe(s.roles[viewer]);
  }
  const other = JSON.stringify(rules.view(perturb(s, viewer, rng), viewer));
  if (other !== json) expect(JSON.parse(other), `view of ${viewer} depends on hidden facts`).toEqual(v);
}

describe('Rubico privacy', () => {
  it('views hold none of the secrets of other seats, on random mid-game states of every size', () => {
    let states = 0;
    for (let n = 3; n <= 7; n++) {
      for (let g = 0; g < 12; g++) {
        const rng = new Rng(seedRng(n * 100 + g));
        let s = rules.setup({ firstCenturion: g % n }, n, 9000 + g);
        while (s.step !== 'over') {
          if (rng.int(0, 2) === 0) {
            states++;
            checkView(s, 'table', rng);
            for (let seat = 0; seat < n; seat++) checkView(s, seat, rng);
          }
          const d = rules.decision(s)!;
          const r = rules.apply(s, d.seat, randomMove(s, d.seat, rng)!);
          if (!r.ok) throw new Error(r.reason);
          s = r.state;
        }
        // At the end everything is revealed.
        const end = rules.view(s, 'table');
        expect(end.final!.roles).toEqual(s.roles);
        expect(end.final!.powers).toEqual(s.powers);
        expect(end.final!.deck.length).toBe(s.deck.length);
      }
    }
    expect(states).toBeGreaterThan(500);
  });

  it('shows a seat its own role, unused power, cards and (blue at 5/7) allies, in the same shape for everyone', () => {
    let s = rules.setup({ firstCenturion: 2 }, 7, 77);
    while (s.step === 'roles') s = act(s, { type: 'ack' });
    const shapes = new Set<string>();
    for (let seat = 0; seat < 7; seat++) {
      const me = rules.view(s, seat).me!;
      expect(me.power).toBe(s.powers[seat]);
      expect(me.hand.map((c) => c.id)).toEqual(s.hands[seat].map((c) => cardRef(c).id));
      shapes.add(Object.keys(me).sort().join());
    }
    expect(shapes.size).toBe(1);
  });
});
