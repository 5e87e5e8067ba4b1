// What the contract test (and Rubico's own fuzz and privacy tests) check of Rubico beyond its
// rules: the seeded games to play, what each viewer may not see, and the invariants every state
// keeps. Loaded on demand by the tests, never by the app's screens.
import { conservationProblems } from '../../engine/decks.ts';
import { seedRng, type Rng } from '../../engine/rng.ts';
import type { Seat, Viewer } from '../../engine/types.ts';
import type { GameChecks } from '../types.ts';
import { POWER_IDS, type PowerCard } from './content.ts';
import { cardRef, cardsInPlay, rubicoRules, stageOf, trackFor, type RubicoOptions, type RubicoState } from './rules.ts';

/** Games per player count (as many as the fuzz test played before), spread over first Centurions. */
const GAMES_PER_COUNT = 1000;

const playouts: GameChecks['playouts'] = [3, 4, 5, 6, 7].flatMap((n) =>
  Array.from({ length: n }, (_, first) => ({
    label: `${n} players, first Centurion seat ${first}`,
    seatCount: n,
    options: { firstCenturion: first } satisfies RubicoOptions,
    games: Math.ceil(GAMES_PER_COUNT / n),
  })),
);

/** Ids of Marcia cards `viewer` may not know now. */
export function hiddenCardIds(s: RubicoState, viewer: Viewer): string[] {
  const known = new Set<number>();
  if (viewer !== 'table') {
    for (const c of s.hands[viewer]) known.add(c);
    for (const p of s.peeks) if (p.by === viewer) known.add(p.card);
  }
  const hidden: number[] = [...s.deck, ...s.discard];
  s.hands.forEach((h) => h.forEach((c) => c !== -1 && hidden.push(c)));
  // A card revealed in the last reveal is public under its id (it has been reshuffled since,
  // and nothing ties the id to its new place: reshuffleHidden covers that).
  const revealed = new Set((s.lastReveal?.cards ?? []).map((c) => c.id));
  return hidden
    .filter((c) => !known.has(c))
    .map((c) => cardRef(c).id)
    .filter((id) => !revealed.has(id));
}

/** Power cards `viewer` may not know about: unused ones of other seats and the undealt ones. */
export function hiddenPowers(s: RubicoState, viewer: Viewer): PowerCard[] {
  const used = new Set(s.usedPowers.map((u) => u.card));
  const mine = viewer === 'table' || s.powerUsed[viewer] ? null : s.powers[viewer];
  return POWER_IDS.filter((p) => !used.has(p) && p !== mine);
}

/**
 * What must not be in `viewer`'s view JSON: the ids of the Marcia cards it may not know; the
 * power cards it may not know, as JSON values (a string value is preceded by `:`, `[` or `,`
 * and followed by `,`, `]` or `}`: "vesta" and "iuno" are also keys of activeEffects); in the
 * table view, no seat's secrets at all. Roma is also the last cell of the track, so that power
 * card is covered by reshuffleHidden only.
 */
function hiddenTokens(s: RubicoState, viewer: Viewer): string[] {
  if (stageOf(s) === 'over') return []; // the final reveal shows everything
  const tokens = hiddenCardIds(s, viewer).map((id) => `"${id}"`);
  for (const p of hiddenPowers(s, viewer)) {
    if (p === 'roma') continue;
    for (const before of [':', '[', ',']) for (const after of [',', ']', '}']) tokens.push(`${before}"${p}"${after}`);
  }
  if (viewer === 'table') tokens.push('"role":', '"allies":', '"pendingPeek":');
  return tokens;
}

/**
 * A state that differs from `s` only in what `viewer` may not know: the face-down Marcia cards it
 * does not know (wherever they are), the other seats' roles (unless it is a blue told who the
 * blues are), the other seats' unused power cards, the face-down Senate cards and the RNG. Once
 * the game is over only the RNG is hidden.
 */
function reshuffleHidden(s: RubicoState, viewer: Viewer, rng: Rng): RubicoState {
  const t: RubicoState = JSON.parse(JSON.stringify(s));
  t.rng = seedRng(rng.int(0, 1 << 30));
  if (stageOf(s) === 'over') return t; // the final reveal shows everything but the RNG
  const seat = viewer === 'table' ? -1 : viewer;
  const peeked = new Set(s.peeks.filter((p) => p.by === seat).map((p) => p.card));
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
  t.senate = [...t.senate.slice(0, t.senateUp), ...rng.shuffle(t.senate.slice(t.senateUp))];
  return t;
}

/**
 * Every Marcia card in play in exactly one place (deck, rows, revealed, discarded unseen); the
 * Centurion holds no cards; Caesar on the track and in Roma only with a red win; the Senate row a
 * permutation of the 8 cards, void first, flipped ones a prefix; power plays recorded once; the
 * outcome names exactly the seats of the winning faction.
 */
function invariants(s: RubicoState): string[] {
  const problems: string[] = [];
  const at = `turn ${s.turn} ${stageOf(s)}`;
  const zones: Record<string, readonly number[]> = { deck: s.deck, played: s.played, discard: s.discard };
  s.hands.forEach((h, seat) => (zones[`row ${seat}`] = h.filter((c) => c !== -1)));
  for (const p of conservationProblems(zones, cardsInPlay(s.n))) problems.push(`${at}: Marcia ${p}`);
  if (s.turn > 0 && s.hands[s.centurion].length !== 0) problems.push(`${at}: the Centurion holds cards`);
  const last = trackFor(s.n).length - 1;
  if (!(s.pos >= 0 && s.pos <= last)) problems.push(`${at}: Caesar at ${s.pos}`);
  if (s.pos === last && s.winner !== 'red') problems.push(`${at}: Caesar in Roma but no red win`);
  if (s.senate.length !== 8 || s.senate[0] !== 0) problems.push(`${at}: Senate row broken`);
  if (s.senate.reduce((a, b) => a + (1 << b), 0) !== 255) problems.push(`${at}: Senate cards not conserved`);
  if (s.senateUp < 0 || s.senateUp > 8 || s.senateTurn.length !== s.senateUp) problems.push(`${at}: Senate count broken`);
  if (s.usedPowers.length !== s.powerUsed.filter(Boolean).length) problems.push(`${at}: power bookkeeping broken`);
  if ((s.winner !== null) !== (stageOf(s) === 'over')) problems.push(`${at}: winner ${s.winner} in step ${stageOf(s)}`);
  const o = rubicoRules.outcome(s);
  if (o) {
    const side: Seat[] = [];
    s.roles.forEach((r, i) => r === s.winner && side.push(i));
    if (o.winners.length === 0 || JSON.stringify(o.winners) !== JSON.stringify(side)) {
      problems.push(`${at}: winners ${JSON.stringify(o.winners)}, the ${s.winner} seats are ${JSON.stringify(side)}`);
    }
  }
  return problems;
}

/** Random play gives each faction its share: neither wins fewer than 10% of the games. */
function spread(finals: readonly RubicoState[]): string[] {
  const red = finals.filter((s) => s.winner === 'red').length;
  const share = red / finals.length;
  return share > 0.1 && share < 0.9 ? [] : [`red won ${(share * 100).toFixed(1)}% of ${finals.length} random games`];
}

const checks: GameChecks<RubicoState> = { playouts, hiddenTokens, reshuffleHidden, invariants, spread };
export default checks;
