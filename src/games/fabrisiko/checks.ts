// What the contract test checks of FabRisiko! beyond its rules: seeded random games for 2, 3 and
// 4 players (and a Tournament set), the cards each viewer may not know (other hands, the deck's
// order), and the invariants: pieces of each colour within the box's count, the 55 cards each in
// one place, resources never negative, owners and stacks valid. Loaded by tests only.
import { conservationProblems } from '../../engine/decks.ts';
import { seedRng, type Rng } from '../../engine/rng.ts';
import type { Viewer } from '../../engine/types.ts';
import type { GameChecks } from '../types.ts';
import { ALL_CARD_IDS, PIECES, PIECE_KINDS } from './content/index.ts';
import { NODE_COUNT, TERRITORY_COUNT, isRidge, piecesOut } from './rules/board.ts';
import type { FabOptions, FabState } from './rules/types.ts';
import { viewStep } from './rules/view.ts';
import { draft } from './rules/context.ts';

// Twenty seeds a set, so a rare dead end shows up in CI (issue 30): four of them with the
// expensive checks at every state (the first test, as long as the whole set was before), the
// others the cheap ones (a legal move at every decision, the invariants, the replay), four games
// a test.
const twenty = { games: 20, deep: 4, perTest: 4 };
const playouts: GameChecks['playouts'] = [
  ...[2, 3, 4].map((n) => ({ label: `${n} players`, seatCount: n, options: { tournament: false } satisfies FabOptions, ...twenty })),
  { label: '3 players, Tournament, physical battle dice', seatCount: 3, options: { tournament: true, physicalDice: true } satisfies FabOptions, ...twenty },
];

/** Card ids `viewer` may not know: the draw pile and every hand but its own. */
function hiddenCards(s: FabState, viewer: Viewer): string[] {
  const out = s.deck.draw.slice();
  s.hands.forEach((h, seat) => seat !== viewer && out.push(...h));
  return out;
}

const hiddenTokens = (s: FabState, viewer: Viewer): string[] => hiddenCards(s, viewer).map((id) => `"${id}"`);

/** The same state with the unknown cards dealt again (same hand sizes) and another RNG. */
function reshuffleHidden(s: FabState, viewer: Viewer, rng: Rng): FabState {
  const t: FabState = draft(s);
  t.deck = { draw: s.deck.draw.slice(), discard: s.deck.discard };
  t.hands = s.hands.map((h) => h.slice());
  t.rng = seedRng(rng.int(0, 1 << 30)) as number[];
  const spots: { list: string[]; i: number }[] = [];
  t.deck.draw.forEach((_, i) => spots.push({ list: t.deck.draw, i }));
  t.hands.forEach((h, seat) => seat !== viewer && h.forEach((_, i) => spots.push({ list: h, i })));
  const before = spots.map((x) => x.list[x.i]);
  const after = rng.shuffle(before);
  spots.forEach((x, k) => (x.list[x.i] = after[k]));
  // The attacker's cards chosen and not yet shown follow their new identities.
  if (t.battle) {
    const map = new Map(before.map((id, k) => [id, after[k]]));
    t.battle.aCards = t.battle.aCards.map((id) => map.get(id) ?? id);
  }
  return t;
}

function invariants(s: FabState): string[] {
  const problems: string[] = [];
  const step = viewStep(s);
  const at = `global turn ${s.globalTurn} ${step}`;
  const zones: Record<string, readonly string[]> = { draw: s.deck.draw, discard: s.deck.discard };
  s.hands.forEach((h, i) => (zones[`hand${i}`] = h));
  for (const p of conservationProblems(zones, ALL_CARD_IDS)) problems.push(`${at}: ${p}`);
  for (let seat = 0; seat < s.n; seat++) {
    for (const k of PIECE_KINDS) {
      const out = piecesOut(s, seat, k);
      if (out > PIECES[k].perColour) problems.push(`${at}: seat ${seat} has ${out} ${k}, the box holds ${PIECES[k].perColour}`);
      if (s.bought[seat][k] < 0) problems.push(`${at}: seat ${seat} bought ${s.bought[seat][k]} ${k}`);
    }
    if (!(Number.isInteger(s.res[seat]) && s.res[seat] >= 0)) problems.push(`${at}: seat ${seat} has ${s.res[seat]} resources`);
  }
  const active = s.order[s.turnIdx];
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    if (!(Number.isInteger(s.owner[t]) && s.owner[t] >= -1 && s.owner[t] < s.n)) problems.push(`${at}: territory ${t} owned by ${s.owner[t]}`);
    if ((s.factory[t] || s.aa[t]) && s.owner[t] < 0) problems.push(`${at}: a structure on neutral territory ${t}`);
  }
  for (const u of s.units) {
    if (!(u.n > 0 && u.at >= 0 && u.at < NODE_COUNT && u.o >= 0 && u.o < s.n)) problems.push(`${at}: bad stack ${JSON.stringify(u)}`);
    else if (u.o !== active && !isRidge(u.at) && s.owner[u.at] !== u.o) problems.push(`${at}: seat ${u.o}'s ${u.k} outside its territory ${u.at}`);
    if (u.k === 'tank' && isRidge(u.at)) problems.push(`${at}: a tank on a ridge`);
  }
  if ((step === 'battle') !== (s.battle !== null)) problems.push(`${at}: battle ${s.battle ? 'open' : 'missing'}`);
  if ((step === 'over') !== (s.winners !== null)) problems.push(`${at}: winners ${JSON.stringify(s.winners)}`);
  return problems;
}

/** Random play ends in a victory (territories, a deadlock's count, the Tournament's score), never anything else. */
function spread(finals: readonly FabState[], options: unknown): string[] {
  const tournament = Boolean((options as FabOptions).tournament);
  const bad = finals.filter((s) => !s.winners || s.winners.length === 0 || (!tournament && s.endReason === 'fabrisiko.win.tournament'));
  return bad.length ? [`${bad.length} of ${finals.length} random games ended without a victory`] : [];
}

// The strong level judges where the normal general starts an invasion or stops invading, which
// random play seldom reaches: the honesty check samples a game the app plays too.
const checks: GameChecks<FabState> = { playouts, hiddenTokens, reshuffleHidden, invariants, spread, honestyAppGames: 2 };
export default checks;
