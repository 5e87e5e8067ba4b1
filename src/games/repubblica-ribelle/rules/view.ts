// Views: what the table may see, and what one seat adds in its private screen. Anything a viewer
// may not see is absent, not flagged: no hand card, face-down play, scoring-box content, deck
// order or leader in hand reaches the table view before the game is over.
import type { Outcome, PendingDecision, Seat, Viewer } from '../../../engine/types.ts';
import { ACTION_CARDS, BOARDS, HEALTH, MISSIONS } from '../content.ts';
import { LOC_ID, PILE_KINDS, cardView, leaderIndex, leaderView, missionView, resourcesOf } from './data.ts';
import { activatableCards, startActivation } from './activation.ts';
import { handLimit, leaderHeld, movePoints, onMap, reserve } from './helpers.ts';
import { autoScore } from './reveal.ts';
import { finalScores } from './scoring.ts';
import { stageOf, tasksOf } from './tasks.ts';
import type {
  CardView,
  DecisionDetail,
  FinalReveal,
  HelpKey,
  PileKind,
  Resolution,
  ResolutionView,
  RibelleState,
  RibelleView,
  SeatPublicView,
  SeatSecrets,
  Step,
  Task,
} from './types.ts';

export function outcome(s: RibelleState): Outcome | null {
  const r = s.result;
  if (!r) return null;
  if (r.kind === 'defeat') {
    return {
      winners: [],
      reasonKey: 'ribelle.lose.health',
      details: { round: s.round, phase: s.phase, health: s.health, scores: finalScores(s).map((x) => ({ ...x })) },
    };
  }
  return {
    winners: r.winners.slice(),
    reasonKey: r.winners.length > 1 ? 'ribelle.win.shared' : 'ribelle.win.single',
    details: { round: s.round, scores: r.scores.map((x) => ({ ...x })) },
  };
}

function seatPublic(s: RibelleState, seat: Seat): SeatPublicView {
  const x = s.seats[seat];
  const b = x.board >= 0 ? BOARDS[x.board] : null;
  // A leader played face down stays "held" until the reveal (its state changes there), and the
  // hand size drops by one whichever card was played: the table cannot tell which it was.
  const held = leaderHeld(s, x);
  return {
    seat,
    board: b ? b.id : null,
    faction: b ? b.faction : null,
    color: b ? b.color : null,
    support: x.support,
    handLimit: handLimit(x),
    mp: movePoints(x),
    handSize: x.hand.length + (held && !x.leaderPlayed ? 1 : 0),
    leaderHeld: held,
    leader1: x.leader1,
    leader2: x.leader2,
    base: x.base >= 0 ? LOC_ID[x.base] : null,
    dm: onMap(x, 'dm').map((l) => LOC_ID[l]),
    cp: onMap(x, 'cp').map((l) => LOC_ID[l]),
    reserve: { dm: reserve(x, 'dm'), cp: reserve(x, 'cp') },
    piles: { military: x.piles[0].length, political: x.piles[1].length, social: x.piles[2].length },
    missionsWon: x.won.map((m) => MISSIONS[m].code),
    playedCount: x.played.length + (x.leaderPlayed ? 1 : 0),
    passed: x.passed,
  };
}

function resolutionView(s: RibelleState, r: Resolution): ResolutionView {
  return {
    mission: MISSIONS[r.mission].code,
    seats: r.seats.map((x) => ({
      seat: x.seat,
      cards: x.cards.map(cardView),
      leader: x.leader ? leaderView(leaderIndex(s.seats[x.seat].board, MISSIONS[r.mission].phase)) : null,
      activated: x.activated.map((a) => ({
        card: ACTION_CARDS[a.card].id,
        effect: a.effect,
        target: a.target,
        pile: a.pile === null ? null : (PILE_KINDS[a.pile] as PileKind),
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
    automated: r.autos.map((a) => ({
      auto: a.auto,
      cards: a.cards.map(cardView),
      greens: a.greens,
      score: a.score,
      reached: a.reached,
      removed: a.removed,
    })),
    teamTotal: r.teamTotal,
    target: r.target,
    success: r.success,
    highest: r.highest ? { ...r.highest } : null,
    lowest: r.lowest.slice(),
  };
}

function detailOf(s: RibelleState, step: Step, tasks: readonly Task[]): DecisionDetail {
  const d: DecisionDetail = { mp: null, radiciFree: false, pile: null, excess: null, activatable: [] };
  if (step === 'maneuver') {
    d.mp = s.mp;
    d.radiciFree = !s.radiciUsed;
  } else if (step === 'tasks') {
    const t = tasks[0];
    if (!t) return d;
    if (t.t === 'activate') {
      if (t.mp > 0) d.mp = t.mp;
      else {
        const tt = t.started ? t : { ...t, cap: [], done: t.done.slice() };
        if (!t.started) startActivation(s, tt);
        d.activatable = activatableCards(s, tt).map((ci) => ACTION_CARDS[ci].id);
      }
    } else if (t.t === 'pile') d.pile = PILE_KINDS[t.pile];
    else if (t.t === 'discard') {
      const x = s.seats[t.seat];
      d.excess = Math.max(0, x.hand.length - handLimit(x));
    }
  }
  return d;
}

const HELP_BY_KIND: Record<string, HelpKey> = {
  'ribelle.step.board': 'ribelle.help.board',
  'ribelle.step.staff': 'ribelle.help.staff',
  'ribelle.step.maneuver': 'ribelle.help.maneuver',
  'ribelle.step.playMilitary': 'ribelle.help.playMilitary',
  'ribelle.step.playOne': 'ribelle.help.playOne',
  'ribelle.step.reveal': 'ribelle.help.reveal',
  'ribelle.step.activate': 'ribelle.help.activate',
  'ribelle.step.bonusMove': 'ribelle.help.bonusMove',
  'ribelle.step.scorePile': 'ribelle.help.scorePile',
  'ribelle.step.loseDm': 'ribelle.help.loseDm',
  'ribelle.step.discard': 'ribelle.help.discard',
  'ribelle.step.phaseBonus': 'ribelle.help.phaseBonus',
};

const piles = (x: { piles: number[][] }) => ({
  military: x.piles[0].map(cardView),
  political: x.piles[1].map(cardView),
  social: x.piles[2].map(cardView),
});

function secrets(s: RibelleState, seat: Seat): SeatSecrets {
  const x = s.seats[seat];
  const held = leaderHeld(s, x);
  const b = x.board;
  return {
    seat,
    hand: x.hand.map(cardView),
    leader: b >= 0 && held && !x.leaderPlayed ? leaderView(leaderIndex(b, s.phase)) : null,
    nextLeader: b >= 0 && x.leader2 === 'side' ? leaderView(leaderIndex(b, 2)) : null,
    played: x.played.map(cardView),
    playedLeader: b >= 0 && x.leaderPlayed ? leaderView(leaderIndex(b, s.phase)) : null,
    piles: piles(x),
    handLimit: handLimit(x),
    over: Math.max(0, x.hand.length - handLimit(x)),
  };
}

function finalReveal(s: RibelleState): FinalReveal {
  return {
    hands: s.seats.map((x) => x.hand.map(cardView)),
    leaders: s.seats.map((x) => (x.board >= 0 && leaderHeld(s, x) ? leaderView(leaderIndex(x.board, s.phase)) : null)),
    piles: s.seats.map(piles),
    deck: s.deck.map(cardView),
    discard: s.discard.map(cardView),
    missionsLeft: s.missions.map((m) => MISSIONS[m].code),
  };
}

/** What `viewer` may see; `d` is the decision the table waits for (from the step table). */
export function view(s: RibelleState, viewer: Viewer, d: PendingDecision | null): RibelleView {
  const step = stageOf(s);
  const tasks = tasksOf(s);
  const political = s.mission >= 0 && MISSIONS[s.mission].kind === 'political';
  const silent = political && (step === 'staff' || step === 'maneuver' || step === 'mission' || step === 'reveal');
  let helpKey: HelpKey = d ? (HELP_BY_KIND[d.kind] ?? 'ribelle.help.staff') : 'ribelle.help.over';
  if (helpKey === 'ribelle.help.staff' && political) helpKey = 'ribelle.help.staffSilent';
  const res = s.res ?? s.lastRes;
  const m = s.mission >= 0 ? MISSIONS[s.mission] : null;
  const kindIdx = m ? (m.kind === 'military' ? 0 : m.kind === 'political' ? 1 : 2) : 0;
  const over = step === 'over';
  const v: RibelleView = {
    viewer,
    humans: s.n,
    automated: s.auto,
    players: s.players,
    demo: s.demo,
    phase: s.phase,
    round: s.round,
    roundStep: s.roundStep,
    step,
    decision: d,
    detail: detailOf(s, step, tasks),
    helpKey,
    talk: silent ? 'silent' : 'free',
    firstPlayer: s.first,
    token: s.token,
    favoured: s.token === 'cumer' ? 'stella' : 'fiamma',
    health: s.health,
    healthMax: HEALTH.max,
    mission: s.mission >= 0 ? missionView(s.mission) : null,
    objectives: s.objectives,
    target: m && m.difficulty !== null ? m.difficulty * s.players : null,
    missionDeck: {
      phase1: s.missions.filter((i) => MISSIONS[i].phase === 1).length,
      phase2: s.missions.filter((i) => MISSIONS[i].phase === 2).length,
    },
    missionsResolved: s.resolved.map((i) => MISSIONS[i].code),
    resources: resourcesOf(s.phase),
    boardsFree: step === 'board' ? BOARDS.filter((_, i) => !s.seats.some((x) => x.board === i)).map((b) => b.id) : [],
    seats: s.seats.map((_, seat) => seatPublic(s, seat)),
    // Face up on the table from step 3: gears and score are public at once.
    automatedHands: s.autoHands.map((cards, a) => {
      const greens = cards.filter((ci) => ACTION_CARDS[ci].gears[kindIdx]).length;
      return {
        auto: a + 1,
        cards: cards.map((ci): CardView => cardView(ci)),
        greens: m ? greens : null,
        score: m ? autoScore(s.mission, greens) : null,
      };
    }),
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    resolution: res ? resolutionView(s, res) : null,
    phaseCounts: s.phaseCounts ? s.phaseCounts.slice() : null,
    phaseBonusSeat: s.phaseBonusSeat >= 0 ? s.phaseBonusSeat : null,
    log: s.logs.flat(),
    outcome: outcome(s),
    scores: s.result?.kind === 'victory' ? s.result.scores.map((x) => ({ ...x })) : over ? finalScores(s) : null,
    final: over ? finalReveal(s) : null,
    me: null,
    tasks: tasks.map((t) => (t.t === 'activate' ? { ...t, cap: t.cap.slice(), done: t.done.slice() } : { ...t })),
  };
  if (viewer !== 'table') {
    if (!Number.isInteger(viewer) || viewer < 0 || viewer >= s.n) throw new RangeError(`no seat ${String(viewer)}`);
    v.me = secrets(s, viewer);
  }
  return v;
}
