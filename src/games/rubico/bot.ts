// Rubico's scripted policy. `sensibleMove` is a simple honest player that decides from its seat's
// observation only (the view and the legal moves, never the state): the app's easy level
// (players.ts), and the model of a sensible player the searching levels use. It also tuned the
// reconstructed track. Random play is the engine's (`randomMove` in engine/playout.ts).
import type { Observation } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { CARD_KIND, cardsInPlay, drawPerTurn } from './rules/cards.ts';
import type { Faction, MarciaKind, PowerUse, RubicoMove, RubicoView } from './rules.ts';

const RED_SCORE: Record<MarciaKind, number> = { red: 3, giano: 2, blue: 0, pompeo: -1 };
const BLUE_SCORE: Record<MarciaKind, number> = { pompeo: 3, blue: 3, giano: 1, red: 0 };

/** Chance that a blue player lays a red card first to look trustworthy. */
const BLUFF = 0.25;
/** Modelled chance that a suggested card is red, from a red seat / a blue seat; any other card. */
const P_RED_SUGGESTED_RED = 0.75;
const P_RED_SUGGESTED_BLUE = 0.2;
const P_RED_OTHER = 0.35;

function maxLegion(v: RubicoView): number {
  return Math.max(v.legionCounts.I, v.legionCounts.XV);
}

function stepsToRoma(v: RubicoView): number {
  return v.track.length - 1 - v.caesar;
}

/** Whether an honest player of this faction plays a Fortuna/Vesta/Iuno card now. */
function timedPower(v: RubicoView, card: string, red: boolean): PowerUse | null {
  const effects = v.activeEffects.senate;
  switch (card) {
    case 'fortuna':
      if (red) return { card: 'fortuna', dir: 1 };
      return v.caesar > 0 ? { card: 'fortuna', dir: -1 } : null;
    case 'vesta':
      if (red) return effects.includes('plusRed') ? null : { card: 'vesta' };
      return effects.includes('plusRed') ? { card: 'vesta' } : null;
    case 'iuno':
      if (red) return maxLegion(v) <= 2 || stepsToRoma(v) <= 2 ? { card: 'iuno' } : null;
      return maxLegion(v) === 3 && stepsToRoma(v) > 2 ? { card: 'iuno' } : null;
  }
  return null;
}

interface RevealEvidence {
  /** Each revealed card's source: seat and whether it was the suggested one. */
  sources: { seat: Seat; suggested: boolean }[];
  extra: boolean;
  discarded: boolean;
  red: number;
}

/** Public evidence from the log: who gave which kind of card, and how many reds came out. */
function observations(v: RubicoView): RevealEvidence[] {
  const out: RevealEvidence[] = [];
  let cur: RevealEvidence | null = null;
  for (const e of v.log) {
    const p = e.params as Record<string, unknown>;
    if (e.key === 'rubico.log.choice') {
      const taken = p.taken as number[][];
      cur = { sources: [], extra: false, discarded: false, red: 0 };
      taken.forEach((slots, seat) => {
        for (const slot of slots) cur!.sources.push({ seat, suggested: slot === 0 });
      });
    } else if (e.key === 'rubico.log.power' && cur && (p.card === 'minerva' || p.card === 'cibelis')) {
      cur.sources.push({ seat: p.target as number, suggested: p.slot === 0 });
    } else if (e.key === 'rubico.log.reveal' && cur) {
      cur.extra = p.extraDrawn as boolean;
      cur.discarded = (p.discardedUnseen as number) > 0;
      cur.red = (p.kinds as Record<string, number>).red;
      out.push(cur);
      cur = null;
    }
  }
  return out;
}

/** Probability of `k` successes among independent events with chances `ps`. */
function poissonBinomial(ps: readonly number[], k: number): number {
  let dist = [1];
  for (const p of ps) {
    const next = new Array<number>(dist.length + 1).fill(0);
    for (let i = 0; i < dist.length; i++) {
      next[i] += dist[i] * (1 - p);
      next[i + 1] += dist[i] * p;
    }
    dist = next;
  }
  return k >= 0 && k < dist.length ? dist[k] : 0;
}

/**
 * How likely a sensible seat of each faction is to have done what the table saw it do, beyond the
 * reveals: a public power play (Fortuna's direction; Vesta and Iuno played when they help one
 * faction, as `timedPower` plays them) and a Centurion's choice (a red one takes the suggested
 * cards it can; a blue one avoids them, or at 5 and 7 players, knowing the blues, takes only
 * theirs). Each entry is a factor of a role assignment's weight.
 */
type ActEvidence = (isRed: (seat: Seat) => boolean) => number;

/** The chance, on a red Centurion's side and a blue one's, that a row's suggested card is taken. */
const SUGGESTED_TAKEN = { red: 0.8, blueBlind: 0.15, blueAlly: 0.85, blueRival: 0.1 };
/** How surely a timed power play (Fortuna's direction, Vesta, Iuno) tells its player's faction. */
const POWER_TELL = 0.85;

function actEvidence(v: RubicoView): ActEvidence[] {
  const out: ActEvidence[] = [];
  const n = v.playerCount;
  const alliesKnown = n === 5 || n === 7;
  let centurion = -1;
  let effects: string[] = [];
  let covered = new Map<Seat, number>();
  let pos = 0;
  const legions = { I: 0, XV: 0 };
  const roma = v.track.length - 1;
  for (const e of v.log) {
    const p = e.params as Record<string, unknown>;
    switch (e.key) {
      case 'rubico.log.turnStart':
        centurion = p.centurion as number;
        effects = [];
        covered = new Map();
        break;
      case 'rubico.log.senateActive':
        effects = p.effects as string[];
        break;
      case 'rubico.log.caesarMoved':
        pos = p.to as number;
        break;
      case 'rubico.log.senateFlipped':
        for (const l of p.legions as string[]) l === 'I' ? legions.I++ : legions.XV++;
        break;
      case 'rubico.log.power': {
        const seat = p.seat as number;
        const card = p.card as string;
        let redTell: boolean | null = null;
        if (card === 'fortuna') redTell = p.dir === 1;
        else if (card === 'vesta') redTell = !effects.includes('plusRed');
        else if (card === 'iuno') redTell = !(Math.max(legions.I, legions.XV) === 3 && roma - pos > 2);
        else if ((card === 'venus' || card === 'eris') && typeof p.slot === 'number') covered.set(seat, p.slot);
        if (redTell !== null) {
          const tell = redTell;
          out.push((isRed) => (isRed(seat) === tell ? POWER_TELL : 1 - POWER_TELL));
        }
        break;
      }
      case 'rubico.log.choice': {
        const c = centurion;
        const taken = p.taken as number[][];
        const rows = taken.map((slots, seat) => ({ seat, suggested: slots.includes(0) })).filter((r) => r.seat !== c && covered.get(r.seat) !== 0);
        out.push((isRed) => {
          let w = 1;
          for (const r of rows) {
            const q = isRed(c)
              ? SUGGESTED_TAKEN.red
              : !alliesKnown
                ? SUGGESTED_TAKEN.blueBlind
                : isRed(r.seat)
                  ? SUGGESTED_TAKEN.blueRival
                  : SUGGESTED_TAKEN.blueAlly;
            w *= r.suggested ? q : 1 - q;
          }
          return w;
        });
        break;
      }
    }
  }
  return out;
}

/** A role assignment (true = red, by seat) and how well it explains the public reveals. */
export interface RoleHypothesis {
  red: boolean[];
  weight: number;
}

/**
 * Every role assignment consistent with what the seat knows (its own role; at 5 and 7 players a
 * blue seat knows them all), weighted by how well it explains the public reveals and the seat's
 * Roma peeks (`weighted`), or all alike.
 */
export function roleHypotheses(v: RubicoView, weighted = true, acts = false): RoleHypothesis[] {
  const me = v.me!;
  const n = v.playerCount;
  const reds = n === 3 ? 2 : n === 4 ? 2 : n === 5 ? 3 : n === 6 ? 3 : 4;
  const obs = weighted ? observations(v) : [];
  const told = weighted && acts ? actEvidence(v) : [];
  const out: RoleHypothesis[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) bits++;
    if (bits !== reds) continue;
    const isRed = (i: number): boolean => (mask & (1 << i)) !== 0;
    if (isRed(me.seat) !== (me.role === 'red')) continue;
    if (me.allies && !me.allies.every((a) => !isRed(a))) continue;
    if (me.allies && bits !== n - me.allies.length - 1) continue;
    let w = 1;
    for (const o of obs) {
      const ps = o.sources.map((src) =>
        src.suggested ? (isRed(src.seat) ? P_RED_SUGGESTED_RED : P_RED_SUGGESTED_BLUE) : P_RED_OTHER,
      );
      if (o.extra) ps.push(P_RED_OTHER);
      w *= o.discarded ? 0.5 * (poissonBinomial(ps, o.red) + poissonBinomial(ps, o.red + 1)) : poissonBinomial(ps, o.red);
    }
    // A Roma peek at a suggested card says something about who laid it.
    for (const p of me.peeks) {
      if (p.slot !== 0 || p.seat === me.seat) continue;
      const pRed = isRed(p.seat) ? P_RED_SUGGESTED_RED : P_RED_SUGGESTED_BLUE;
      w *= p.card.kind === 'red' ? pRed : 1 - pRed;
    }
    for (const f of told) w *= f(isRed);
    out.push({ red: Array.from({ length: n }, (_, i) => isRed(i)), weight: w });
  }
  return out;
}

/**
 * The chance that each seat is red, from this seat's point of view: every role assignment
 * consistent with what the seat knows, weighted by how well it explains the public reveals.
 */
export function redBelief(v: RubicoView, acts = false): number[] {
  const belief = new Array<number>(v.playerCount).fill(0);
  let total = 0;
  for (const h of roleHypotheses(v, true, acts)) {
    total += h.weight;
    h.red.forEach((r, i) => {
      if (r) belief[i] += h.weight;
    });
  }
  return belief.map((b) => (total > 0 ? b / total : 0.5));
}

type KindOdds = Record<MarciaKind, number>;
const KINDS: readonly MarciaKind[] = ['red', 'giano', 'blue', 'pompeo'];

/** A sensible seat's row, by its role: the chances of each kind for its suggested card and for any other. */
interface RowOdds {
  first: KindOdds;
  rest: KindOdds;
}

/** The kind a seat lays first from a hand with `h` cards of each kind, by a preference order (ties by count). */
function firstKinds(h: KindOdds, score: Record<MarciaKind, number>): KindOdds {
  const top = Math.max(...KINDS.filter((k) => h[k] > 0).map((k) => score[k]));
  const tied = KINDS.filter((k) => h[k] > 0 && score[k] === top);
  const total = tied.reduce((a, k) => a + h[k], 0);
  const out: KindOdds = { red: 0, giano: 0, blue: 0, pompeo: 0 };
  for (const k of tied) out[k] = h[k] / total;
  return out;
}

/**
 * ROW_ODDS[n][role]: exact over every hand a seat may draw at n players (the deck's kinds), for
 * a sensible seat of that role (bot.ts's own way of laying a row, blue bluffing now and then).
 */
const ROW_ODDS: Record<number, Record<Faction, RowOdds>> = {};
for (const n of [3, 4, 5, 6, 7]) {
  const deck: KindOdds = { red: 0, giano: 0, blue: 0, pompeo: 0 };
  for (const c of cardsInPlay(n)) deck[CARD_KIND[c]]++;
  const size = drawPerTurn(n);
  const all = KINDS.reduce((a, k) => a + deck[k], 0);
  const choose = (a: number, b: number): number => {
    let r = 1;
    for (let i = 0; i < b; i++) r = (r * (a - i)) / (i + 1);
    return b < 0 || b > a ? 0 : r;
  };
  const zero = (): RowOdds => ({ first: { red: 0, giano: 0, blue: 0, pompeo: 0 }, rest: { red: 0, giano: 0, blue: 0, pompeo: 0 } });
  const odds: Record<Faction, RowOdds> = { red: zero(), blue: zero() };
  for (let r = 0; r <= size; r++)
    for (let g = 0; g + r <= size; g++)
      for (let b = 0; b + g + r <= size; b++) {
        const h: KindOdds = { red: r, giano: g, blue: b, pompeo: size - r - g - b };
        const p = KINDS.reduce((a, k) => a * choose(deck[k], h[k]), 1) / choose(all, size);
        if (p === 0) continue;
        const policies: [Faction, Record<MarciaKind, number>, number][] = [
          ['red', RED_SCORE, 1],
          ['blue', BLUE_SCORE, 1 - BLUFF],
          ['blue', RED_SCORE, BLUFF],
        ];
        for (const [role, score, weight] of policies) {
          const first = firstKinds(h, score);
          for (const k of KINDS) {
            if (first[k] === 0) continue;
            odds[role].first[k] += p * weight * first[k];
            // The rest of the row: the hand without that card, any of them.
            for (const k2 of KINDS) odds[role].rest[k2] += (p * weight * first[k] * (h[k2] - (k2 === k ? 1 : 0))) / (size - 1);
          }
        }
      }
  ROW_ODDS[n] = odds;
}

/** The odds of a sensible row at `n` players, for tests and benches. */
export const sensibleRowOdds = (n: number): Readonly<Record<Faction, RowOdds>> => ROW_ODDS[n];

/** What a card of each kind is worth to a Centurion of each faction (Giano mostly copies a card of the majority). */
const CARD_WORTH: Record<Faction, KindOdds> = {
  red: { red: 1, giano: 0.4, blue: -1, pompeo: -0.6 },
  blue: { red: -1, giano: -0.2, blue: 0.8, pompeo: 1 },
};

/** A card's worth to `me`, the seat that laid it being red with chance `pRed` and playing sensibly. */
function rowCardWorth(n: number, me: Faction, pRed: number, suggested: boolean): number {
  const odds = ROW_ODDS[n];
  let w = 0;
  for (const k of KINDS) {
    const of = (role: Faction) => (suggested ? odds[role].first[k] : odds[role].rest[k]);
    const pk = pRed * of('red') + (1 - pRed) * of('blue');
    w += pk * CARD_WORTH[me][k];
  }
  return w;
}

function cardValue(belief: readonly number[], seat: Seat, slot: number): number {
  if (slot !== 0) return P_RED_OTHER;
  return belief[seat] * P_RED_SUGGESTED_RED + (1 - belief[seat]) * P_RED_SUGGESTED_BLUE;
}

/**
 * A simple player that decides from its own seat view only: red lays out red cards first, blue
 * lays out blue and Pompeo first (sometimes bluffing with a red card); the Centurion weighs what
 * the public reveals say about each seat and takes the cards most (red) or least (blue) likely to
 * be red; powers are played when they clearly help.
 */
export function sensibleMove(obs: Observation<RubicoView, RubicoMove>, rng: Rng, rowModel = false, acts = false): RubicoMove {
  const v = obs.view;
  const seat = obs.seat;
  const me = v.me!;
  const red = me.role === 'red';
  switch (v.step) {
    case 'roles':
    case 'peek':
      return { type: 'ack' };
    case 'reveal':
      return { type: 'reveal' };
    case 'endTurn':
      return { type: 'next' };
    case 'suggest': {
      const bluff = !red && rng.int(0, 99) < BLUFF * 100;
      const score = red || bluff ? RED_SCORE : BLUE_SCORE;
      const cards = rng.shuffle(me.hand.map((c, i) => ({ c, i })));
      cards.sort((a, b) => score[b.c.kind] - score[a.c.kind]);
      // The legal moves list one order per suggested card, the others in draw order.
      const first = cards[0].i;
      const order = [first, ...me.hand.map((_, i) => i).filter((i) => i !== first)];
      let power: PowerUse | null = null;
      const own = red ? RED_SCORE : BLUE_SCORE;
      if (me.power === 'venus' || me.power === 'eris') {
        let worst = 0;
        cards.forEach((x, i) => {
          if (own[x.c.kind] < own[cards[worst].c.kind]) worst = i;
        });
        if (own[cards[worst].c.kind] < 3) power = { card: me.power, slot: order.indexOf(cards[worst].i) };
      } else if (me.power === 'fortuna') {
        power = timedPower(v, me.power, red);
      }
      return power ? { type: 'suggest', order, power } : { type: 'suggest', order };
    }
    case 'choose': {
      if (v.takenCount === v.needNow) return { type: 'confirm' };
      const belief = redBelief(v, acts);
      let best: { seat: Seat; slot: number; value: number } | null = null;
      for (const r of v.rows) {
        if (r.seat === v.centurion || r.taken.length >= 2) continue;
        for (let slot = 0; slot < r.count; slot++) {
          if (r.covered === slot || r.taken.includes(slot)) continue;
          const value =
            (rowModel ? rowCardWorth(v.playerCount, me.role, belief[r.seat], slot === 0) : (red ? 1 : -1) * cardValue(belief, r.seat, slot)) +
            rng.int(0, 99) / 10000;
          if (!best || value > best.value) best = { seat: r.seat, slot, value };
        }
      }
      return best ? { type: 'take', seat: best.seat, slot: best.slot } : rng.pick(obs.moves);
    }
    case 'power': {
      const card = me.power;
      if (card === null) return { type: 'power', use: null };
      if (card === 'minerva' || card === 'cibelis') {
        const belief = redBelief(v, acts);
        let best: { seat: Seat; slot: number; value: number } | null = null;
        for (const r of v.rows) {
          if (r.seat === seat || r.seat === v.centurion) continue;
          for (let slot = 0; slot < r.count; slot++) {
            if (r.covered === slot || r.taken.includes(slot) || r.forced.includes(slot)) continue;
            const value = rowModel ? rowCardWorth(v.playerCount, me.role, belief[r.seat], slot === 0) : (red ? 1 : -1) * cardValue(belief, r.seat, slot);
            if (!best || value > best.value) best = { seat: r.seat, slot, value };
          }
        }
        const worth = best && (rowModel ? best.value > 0.2 : red ? best.value > P_RED_OTHER : -best.value < P_RED_OTHER);
        return { type: 'power', use: best && worth ? { card, seat: best.seat, slot: best.slot } : null };
      }
      if (card === 'roma') {
        const moves = obs.moves.filter((m) => m.type === 'power' && m.use !== null);
        return moves.length ? moves[rng.int(0, moves.length - 1)] : { type: 'power', use: null };
      }
      return { type: 'power', use: timedPower(v, card, red) };
    }
    case 'over':
      break;
  }
  return rng.pick(obs.moves);
}
