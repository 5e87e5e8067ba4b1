// Full Rubico states consistent with what one seat knows (its view): everything public copied
// from the view, the rest sampled. Hidden from a seat are the other seats' roles (unless it is a
// blue told who the blues are), their unused power cards, the Marcia cards it has not seen
// (deck, rows, discarded unseen; a Roma peek of this turn pins its card), the order of the
// face-down Senate cards and the RNG. The app players search over these (players.ts); the
// determinization test checks that the sample's view for the seat is the view it came from.
import { startAt } from '../../engine/flow.ts';
import { seedRng, type Rng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { MARCIA_CARDS, POWER_IDS, SENATE_CARDS, SETUP_TABLE, type PlayerCount } from './content.ts';
import { cardsInPlay, type Faction, type MarciaKind, type PowerCard, type RubicoState, type RubicoView } from './rules.ts';
import { CARD_KIND } from './rules/cards.ts';

const CARD_INDEX = new Map(MARCIA_CARDS.map((c, i) => [c.id, i]));
const SENATE_INDEX = new Map(SENATE_CARDS.map((c, i) => [c.id, i]));

function cardIndex(id: string): number {
  const i = CARD_INDEX.get(id);
  if (i === undefined) throw new Error(`no Marcia card ${id}`);
  return i;
}

/** Red seats at `n` players (the role cards left after the set-up table's removals). */
export function redCount(n: number): number {
  return 4 - SETUP_TABLE[n as PlayerCount].roles.red;
}

/** The other seats' roles drawn uniformly among the assignments the seat cannot rule out. */
export function uniformRoles(v: RubicoView, rng: Rng): Faction[] {
  const me = v.me!;
  const n = v.playerCount;
  const roles: Faction[] = new Array<Faction>(n).fill('red');
  roles[me.seat] = me.role;
  if (me.allies) {
    for (const a of me.allies) roles[a] = 'blue';
    return roles;
  }
  const others = roles.map((_, i) => i).filter((i) => i !== me.seat);
  let reds = redCount(n) - (me.role === 'red' ? 1 : 0);
  const pool: Faction[] = others.map(() => (reds-- > 0 ? 'red' : 'blue'));
  rng.shuffle(pool).forEach((r, k) => (roles[others[k]] = r));
  return roles;
}

/** The seats of a sequential step, clockwise from the one after the Centurion. */
function clockwise(v: RubicoView, keep: (seat: Seat) => boolean): Seat[] {
  const out: Seat[] = [];
  for (let j = 1; j < v.playerCount; j++) {
    const seat = (v.centurion + j) % v.playerCount;
    if (keep(seat)) out.push(seat);
  }
  return out;
}

/** Who decides in turn now, and whose turn it is (the state's queue and qi, from the view). */
function queueOf(v: RubicoView): { queue: Seat[]; qi: number } {
  const actor = v.decision?.seat ?? -1;
  let queue: Seat[] = [];
  if (v.step === 'roles') queue = v.seats.map((p) => p.seat);
  else if (v.step === 'suggest') queue = clockwise(v, () => true);
  else if (v.step === 'power' || v.step === 'peek') {
    // Built at the Centurion's confirm: the seats still holding a card then.
    const playedNow = (seat: Seat) => v.usedPowers.some((u) => u.seat === seat && u.turn === v.turn && u.step === 'power');
    queue = clockwise(v, (seat) => v.seats[seat].holdsPower || playedNow(seat));
  }
  const qi = queue.indexOf(actor);
  return { queue, qi: qi < 0 ? 0 : qi };
}

/** How a search may bias a sample (any sample is consistent with the view; these make it likelier). */
export interface SampleModel {
  /** The role assignment (it must agree with what the seat knows); default: drawn uniformly. */
  roles?: Faction[];
  /**
   * Relative chance that a seat of `role` laid a card of `kind` first in its row (the suggested
   * card); default: the rows are dealt at random like the deck.
   */
  suggested?: (role: Faction, kind: MarciaKind) => number;
}

/** A card of `pool` drawn with chances in proportion to `weight`, taken out of the pool. */
function drawWeighted(pool: number[], weight: (card: number) => number, rng: Rng): number {
  const ws = pool.map(weight);
  let x = (rng.int(0, 0x3fffffff) / 0x40000000) * ws.reduce((a, b) => a + b, 0);
  let i = 0;
  while (i < pool.length - 1 && (x -= ws[i]) >= 0) i++;
  return pool.splice(i, 1)[0];
}

/** A full state consistent with `v`, the view of `seat`, sampled from `rng` (and `model`). */
export function determinizeView(v: RubicoView, seat: Seat, rng: Rng, model: SampleModel = {}): RubicoState {
  const me = v.me;
  if (!me || me.seat !== seat) throw new Error(`determinize: the view is not seat ${seat}'s`);
  const n = v.playerCount;
  const final = v.final;
  const assigned = final ? final.roles.slice() : (model.roles?.slice() ?? uniformRoles(v, rng));

  // Power cards: the used ones are public, the seat knows its own, the others' are drawn.
  let powers: (PowerCard | null)[] = v.seats.map(() => null);
  if (final) powers = final.powers.slice();
  else if (n > 3) {
    const mine = me.power ?? v.seats[seat].used;
    const known = new Set<PowerCard | null>([mine, ...v.seats.map((p) => p.used)]);
    const pool = rng.shuffle(POWER_IDS.filter((p) => !known.has(p)));
    let k = 0;
    powers = v.seats.map((p) => (p.used ?? (p.seat === seat ? mine : pool[k++])) as PowerCard);
  }
  const powerUsed = v.seats.map((p) => p.used !== null);

  // Marcia cards: the seat's own row, its Roma peek of this turn and this turn's reveal are known.
  const revealedNow = v.lastReveal && v.lastReveal.turn === v.turn ? v.lastReveal : null;
  const played = revealedNow ? revealedNow.cards.map((c) => cardIndex(c.id)) : [];
  let hands: number[][];
  let deck: number[];
  let discard: number[];
  if (final) {
    hands = final.hands.map((h) => h.map((c) => (c === null ? -1 : cardIndex(c.id))));
    deck = final.deck.map((c) => cardIndex(c.id));
    discard = final.discardedUnseen.map((c) => cardIndex(c.id));
  } else {
    const UNKNOWN = -2;
    hands = v.rows.map((r) => {
      const h = new Array<number>(r.count).fill(UNKNOWN);
      for (const g of r.gone) h[g] = -1;
      return h;
    });
    for (const c of me.hand) hands[seat][c.slot] = cardIndex(c.id);
    for (const p of me.peeks) if (p.turn === v.turn) hands[p.seat][p.slot] = cardIndex(p.card.id);
    const known = new Set<number>(played);
    for (const h of hands) for (const c of h) if (c >= 0) known.add(c);
    const pool = rng.shuffle(cardsInPlay(n).filter((c) => !known.has(c)));
    const suggested = model.suggested;
    if (suggested) {
      v.rows.forEach((r, who) => {
        if (r.placed && hands[who][0] === UNKNOWN) {
          hands[who][0] = drawWeighted(pool, (c) => suggested(assigned[who], CARD_KIND[c]), rng);
        }
      });
    }
    let k = 0;
    for (const h of hands) for (let i = 0; i < h.length; i++) if (h[i] === UNKNOWN) h[i] = pool[k++];
    const discardCount = revealedNow ? revealedNow.discardedUnseen : 0;
    discard = pool.slice(k, k + discardCount);
    deck = pool.slice(k + discardCount);
    if (deck.length !== v.deckCount) throw new Error(`determinize: ${deck.length} cards for a deck of ${v.deckCount}`);
  }

  // Roma peeks: the seat's own from its view; another seat's names a card of this turn's rows
  // (an earlier turn's card has been shuffled away: any card will do).
  const peeks: RubicoState['peeks'] = [];
  for (const u of v.usedPowers) {
    if (u.card !== 'roma' || u.seatTarget === null || u.slot === null) continue;
    const own = me.peeks.find((p) => p.turn === u.turn && p.seat === u.seatTarget && p.slot === u.slot);
    const card = own
      ? cardIndex(own.card.id)
      : u.turn === v.turn && hands[u.seatTarget][u.slot] >= 0
        ? hands[u.seatTarget][u.slot]
        : rng.pick(cardsInPlay(n));
    if (u.seat === seat && !own) throw new Error('determinize: a Roma play of the seat without its peek');
    peeks.push({ by: u.seat, turn: u.turn, seat: u.seatTarget, slot: u.slot, card });
  }

  // The Senate row: the face-up prefix is public, the face-down rest is shuffled (the void card
  // always lies first).
  const up = v.senate.filter((c) => c.faceUp);
  let senate: number[];
  if (final) senate = final.senate.map((c) => SENATE_INDEX.get(c.id) as number);
  else {
    const faceUp = up.length > 0 ? up.map((c) => (c.faceUp ? (SENATE_INDEX.get(c.id) as number) : -1)) : [0];
    const rest = SENATE_CARDS.map((_, i) => i).filter((i) => !faceUp.includes(i));
    senate = [...faceUp, ...rng.shuffle(rest)];
  }
  const senateTurn = up.map((c) => (c.faceUp ? c.turn : 0));
  const flippedIn = (turn: number) => senateTurn.flatMap((t, p) => (t === turn ? [p] : []));

  const { queue, qi } = queueOf(v);
  const setupEntry = v.log.find((e) => e.key === 'rubico.log.setup');
  const faction = v.outcome?.details?.faction;
  return {
    rng: seedRng(rng.int(0, 0x3fffffff)),
    n,
    firstCenturion: (setupEntry?.params.centurion as number | undefined) ?? 0,
    turn: v.turn,
    flow: v.step === 'over' ? [] : startAt(v.step),
    queue,
    qi,
    centurion: v.centurion,
    roles: assigned,
    powers,
    powerUsed,
    pos: v.caesar,
    need: v.need,
    deck,
    hands,
    placed: v.rows.map((r) => r.placed),
    covered: v.rows.map((r) => r.covered ?? -1),
    taken: v.rows.map((r) => r.taken.slice()),
    forced: v.rows.map((r) => r.forced.slice()),
    played,
    discard,
    senate,
    senateUp: up.length,
    senateTurn,
    active: v.turn > 0 ? flippedIn(v.turn - 1) : [],
    flipped: v.turn > 0 ? flippedIn(v.turn) : [],
    vesta: v.activeEffects.vesta,
    iuno: v.activeEffects.iuno,
    usedPowers: v.usedPowers.slice(),
    peeks,
    lastReveal: v.lastReveal,
    log: v.log.slice(),
    winner: faction === 'red' || faction === 'blue' ? faction : null,
  };
}
