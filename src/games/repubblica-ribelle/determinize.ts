// A full Repubblica Ribelle state consistent with one seat's view (DESIGN.md, "App players"):
// everything public is copied from the view; what the seat may not know is dealt at random from
// the cards it cannot place (the other seats' hands, face-down plays and scoring boxes, the
// deck's order and the discards), the missions to come are drawn among those still possible,
// and the state gets a fresh RNG. Checked by tests/unit/repubblica-ribelle/players.test.ts:
// view(determinize(view(s, seat)), seat) equals view(s, seat), and the state keeps the rules'
// invariants.
import { startAt, type Frame } from '../../engine/flow.ts';
import { Rng, seedRng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { MISSIONS, MISSION_KINDS } from './content.ts';
import { BOARD_INDEX, CARD_COUNT, PILE_KINDS, cardIndex, locIndex } from './rules/data.ts';
import { orderFrom } from './rules/helpers.ts';
import { flowOfTasks } from './rules/tasks.ts';
import { DECISION_KINDS, type CardView, type GameResult, type Resolution, type ResolutionView, type RibelleState, type RibelleView, type SeatState, type Task } from './rules/types.ts';

const MISSION_INDEX = new Map<string, number>(MISSIONS.map((m, i) => [m.code, i]));
const missionOf = (code: string): number => MISSION_INDEX.get(code) as number;
const cardsOf = (cards: readonly { id: string }[]): number[] => cards.map((c) => cardIndex(c.id));
const pilesOf = (p: { military: CardView[]; political: CardView[]; social: CardView[] }): number[][] => [
  cardsOf(p.military),
  cardsOf(p.political),
  cardsOf(p.social),
];

/** Three pieces: those on the map (as the view lists them), then the reserve. */
function pieces(on: readonly string[]): number[] {
  const out = on.map(locIndex);
  while (out.length < 3) out.push(-1);
  return out;
}

function resolutionOf(r: ResolutionView): Resolution {
  return {
    mission: missionOf(r.mission),
    seats: r.seats.map((x) => ({
      seat: x.seat,
      cards: cardsOf(x.cards),
      leader: x.leader !== null,
      activated: x.activated.map((a) => ({
        card: cardIndex(a.card),
        effect: a.effect,
        target: a.target,
        pile: a.pile === null ? null : PILE_KINDS.indexOf(a.pile),
        piece: a.piece,
      })),
      cardPoints: x.cardPoints,
      plus: x.plus,
      pieceBonus: x.pieceBonus,
      baseBonus: x.baseBonus,
      total: x.total,
      reached: x.reached,
      removed: x.removed,
    })),
    autos: r.automated.map((a) => ({ ...a, cards: cardsOf(a.cards) })),
    teamTotal: r.teamTotal,
    target: r.target,
    success: r.success,
    highest: r.highest ? { ...r.highest } : null,
    lowest: r.lowest.slice(),
  };
}

const copyTask = (t: Task): Task => (t.t === 'activate' ? { ...t, cap: t.cap.slice(), done: t.done.slice() } : { ...t });

/** The order of play where the view stands (the tasks of a round's second half as it lists them). */
function flowOf(v: RibelleView): Frame[] {
  switch (v.step) {
    case 'over':
      return [];
    case 'mission':
      return startAt(v.decision?.kind === DECISION_KINDS.playMilitary ? 'mission.military' : 'mission.one');
    case 'tasks':
      return flowOfTasks(v.tasks.map(copyTask));
    default:
      return startAt(v.step);
  }
}

/** The missions still to come: `count` of each phase among those nobody has seen turned up. */
function missionsToCome(v: RibelleView, seen: Set<number>, rng: Rng): number[] {
  const out: number[] = [];
  for (const phase of [1, 2] as const) {
    const count = phase === 1 ? v.missionDeck.phase1 : v.missionDeck.phase2;
    const open = MISSIONS.map((_, i) => i).filter((i) => MISSIONS[i].phase === phase && !seen.has(i));
    let pick: number[];
    if (v.demo && phase === 1) {
      // The demonstration deck has one phase-I mission of each kind.
      const used = new Set([...seen].filter((i) => MISSIONS[i].phase === 1).map((i) => MISSIONS[i].kind));
      pick = MISSION_KINDS.filter((k) => !used.has(k)).map((k) => rng.pick(open.filter((i) => MISSIONS[i].kind === k)));
      if (pick.length !== count) pick = rng.shuffle(open).slice(0, count);
    } else pick = rng.shuffle(open).slice(0, count);
    out.push(...rng.shuffle(pick));
  }
  return out;
}

/** A state consistent with `v`, the view of `seat`, with the unknown dealt from `rng`. */
export function determinize(v: RibelleView, seat: Seat, rng: Rng): RibelleState {
  const me = v.me;
  if (!me || me.seat !== seat) throw new RangeError(`not the view of seat ${seat}`);
  const n = v.humans;
  const over = v.step === 'over';
  const secretPlays = v.step === 'mission' || v.step === 'reveal';
  const resolution = v.resolution ? resolutionOf(v.resolution) : null;
  // The resolution under way (from the reveal to the next round) or the last one.
  const live = v.step === 'tasks' || over;
  // Before the clean-up the revealed cards still lie in front of each rebel.
  const beforeCleanup = v.step === 'tasks' && v.tasks.some((t) => t.t === 'outcome' || t.t === 'cleanup');

  const seats: SeatState[] = v.seats.map((p, i) => ({
    board: p.board === null ? -1 : (BOARD_INDEX.get(p.board) as number),
    support: p.support,
    hand: [],
    leader1: p.leader1,
    leader2: p.leader2,
    base: p.base === null ? -1 : locIndex(p.base),
    dm: pieces(p.dm),
    cp: pieces(p.cp),
    piles: [[], [], []],
    won: p.missionsWon.map(missionOf),
    played: i === seat ? cardsOf(me.played) : beforeCleanup && resolution ? resolution.seats[i].cards.slice() : [],
    leaderPlayed: false,
    passed: p.passed,
  }));
  const autoHands = v.automatedHands.map((a) => cardsOf(a.cards));
  let deck: number[] = [];
  let discard: number[] = [];
  const placed = new Set<number>(autoHands.flat());
  const mine = seats[seat];
  mine.hand = cardsOf(me.hand);
  mine.piles = pilesOf(me.piles);
  mine.leaderPlayed = me.playedLeader !== null;
  if (over && v.final) {
    // Everything is shown at the end, but for the plays of a resolution cut short.
    const f = v.final;
    seats.forEach((x, i) => {
      x.hand = cardsOf(f.hands[i]);
      x.piles = pilesOf(f.piles[i]);
    });
    deck = cardsOf(f.deck);
    discard = cardsOf(f.discard);
    for (const ci of [...deck, ...discard, ...seats.flatMap((x) => [...x.hand, ...x.piles.flat()])]) placed.add(ci);
    seats.forEach((x, i) => {
      const shown = resolution?.seats[i]?.cards ?? [];
      x.played = shown.filter((ci) => !placed.has(ci));
      x.leaderPlayed = v.seats[i].playedCount > x.played.length;
    });
  } else if (v.step !== 'board') {
    for (const x of seats) for (const ci of [...x.played, ...x.hand, ...x.piles.flat()]) placed.add(ci);
    // The cards this seat cannot place, dealt into the places it only counts.
    const unknown = Array.from({ length: CARD_COUNT }, (_, i) => i).filter((ci) => !placed.has(ci));
    const shown = new Set(resolution && !beforeCleanup ? [...resolution.seats.flatMap((x) => x.cards), ...resolution.autos.flatMap((a) => a.cards)] : []);
    // The last mission's revealed cards went to the discards: they go there first.
    const likely = rng.shuffle(unknown.filter((ci) => shown.has(ci)));
    discard = likely.slice(0, v.discardCount);
    const pool = rng.shuffle([...likely.slice(v.discardCount), ...unknown.filter((ci) => !shown.has(ci))]);
    discard.push(...pool.splice(0, v.discardCount - discard.length));
    discard = rng.shuffle(discard);
    seats.forEach((x, i) => {
      if (i === seat) return;
      const p = v.seats[i];
      let handSize = p.handSize;
      if (secretPlays) {
        // A leader played face down still counts as held: it is in the hand or among the plays.
        x.leaderPlayed = p.leaderHeld && p.playedCount > 0 && rng.int(0, p.handSize + p.playedCount - 1) < p.playedCount;
        x.played = pool.splice(0, p.playedCount - (x.leaderPlayed ? 1 : 0));
      } else x.leaderPlayed = beforeCleanup && !!resolution?.seats[i].leader;
      if (p.leaderHeld && !x.leaderPlayed) handSize -= 1;
      x.hand = pool.splice(0, handSize);
      x.piles = [pool.splice(0, p.piles.military), pool.splice(0, p.piles.political), pool.splice(0, p.piles.social)];
    });
    deck = pool.splice(0, v.deckCount);
    if (pool.length > 0 || deck.length !== v.deckCount) throw new Error(`determinize: ${pool.length} cards left over, deck ${deck.length}/${v.deckCount}`);
  }

  const current = v.mission ? missionOf(v.mission.code) : -1;
  const resolved = v.missionsResolved.map(missionOf);
  const seen = new Set([...resolved, ...seats.flatMap((x) => x.won), ...(current >= 0 ? [current] : [])]);
  const missions = over && v.final ? v.final.missionsLeft.map(missionOf) : missionsToCome(v, seen, rng);

  // Turn order: only the steps taken in turn read it.
  const d = v.decision;
  let queue: Seat[] = [];
  if (v.step === 'board' || v.step === 'maneuver') queue = orderFrom(v.firstPlayer, n);
  else if (v.step === 'mission') queue = orderFrom((v.firstPlayer + 1) % n, n);
  const qi = v.step === 'board' ? seats.filter((x) => x.board >= 0).length : d && queue.length > 0 ? Math.max(0, queue.indexOf(d.seat)) : 0;

  let result: GameResult | null = null;
  if (v.outcome) result = v.outcome.winners.length === 0 ? { kind: 'defeat' } : { kind: 'victory', winners: v.outcome.winners.slice(), scores: (v.scores ?? []).map((x) => ({ ...x })) };

  return {
    rng: seedRng(rng.int(0, 0x7fffffff)),
    n,
    auto: v.automated,
    players: v.players,
    demo: v.demo,
    phase: v.phase,
    round: v.round,
    roundStep: v.roundStep,
    flow: flowOf(v),
    first: v.firstPlayer,
    token: v.token,
    health: v.health,
    missions,
    mission: current,
    objectives: v.objectives,
    resolved,
    deck,
    discard,
    seats,
    autoHands,
    queue,
    qi,
    mp: v.step === 'maneuver' ? (v.detail.mp ?? 0) : 0,
    radiciUsed: v.step === 'maneuver' ? !v.detail.radiciFree : false,
    res: live ? resolution : null,
    lastRes: live ? null : resolution,
    phaseCounts: v.phaseCounts ? v.phaseCounts.slice() : null,
    phaseBonusSeat: v.phaseBonusSeat ?? -1,
    result,
    logs: [v.log.map((e) => ({ key: e.key, params: { ...e.params } }))],
  };
}
