// The step table: every decision the table waits for, who takes it, whether it is secret, its
// legal moves and how each move applies. The engine derives `decision`, `activeSeats`,
// `legalMoves` and the opening checks (game over, not your turn, not a move, not a move of this
// step) from it. During the Risoluzione and the end of a round the step is the head task that
// waits for a decision: 'tasks.activate', 'tasks.pile', ...
import type { Step } from '../../../engine/steps.ts';
import type { Seat } from '../../../engine/types.ts';
import { ACTION_CARDS, BOARDS } from '../content.ts';
import { activatableCards, activate, effectOptions, startActivation } from './activation.ts';
import type { RibelleContext } from './context.ts';
import { LOC_ID } from './data.ts';
import { discardOne } from './endOfRound.ts';
import { isMilitary, leaderHeld, leaderId, onMap, reserve } from './helpers.ts';
import { removeDm, scoreCard } from './outcome.ts';
import { bonusPiece } from './phase2.ts';
import { reveal } from './reveal.ts';
import { localitiesOf, moveTargets } from './roads.ts';
import { endManeuver, maneuver, movePiece, playCard, startManeuver, stopPlaying } from './round.ts';
import { chooseBoard } from './setup.ts';
import { finishTask, runTasks } from './tasks.ts';
import { DECISION_KINDS, type PieceKind, type RibelleMove, type RibelleState, type Task } from './types.ts';

export type StepName =
  | 'board'
  | 'staff'
  | 'maneuver'
  | 'mission.military'
  | 'mission.one'
  | 'reveal'
  | 'tasks.activate'
  | 'tasks.pile'
  | 'tasks.loseDm'
  | 'tasks.discard'
  | 'tasks.phaseBonus';

type RibelleStep = Step<RibelleState, RibelleMove, RibelleContext>;

/** Tasks that wait for a decision, and the step each one is. */
const TASK_STEPS: Partial<Record<Task['t'], StepName>> = {
  activate: 'tasks.activate',
  pile: 'tasks.pile',
  loseDm: 'tasks.loseDm',
  discard: 'tasks.discard',
  phaseBonus: 'tasks.phaseBonus',
};

/** The step the table waits for: the game step, the mission kind, or the head task that waits. */
export function stepOf(s: RibelleState): StepName | null {
  switch (s.step) {
    case 'over':
      return null;
    case 'mission':
      return isMilitary(s) ? 'mission.military' : 'mission.one';
    case 'tasks': {
      const t = s.tasks[0];
      return t ? (TASK_STEPS[t.t] ?? null) : null;
    }
    default:
      return s.step;
  }
}

/** The head task, of the kind the current step says it is. */
function head<T extends Task['t']>(s: RibelleState, _kind: T): Extract<Task, { t: T }> {
  return s.tasks[0] as Extract<Task, { t: T }>;
}
const taskSeat = (s: RibelleState): Seat => (s.tasks[0] as { seat: Seat }).seat;
const turnSeat = (s: RibelleState): Seat => s.queue[s.qi];
const firstSeat = (s: RibelleState): Seat => s.first;

/** One-territory moves of the seat's DMs and CPs with `mp` points (roads.ts decides where). */
function movementMoves(s: RibelleState, seat: Seat, mp: number, freeRadici: boolean): RibelleMove[] {
  const out: RibelleMove[] = [];
  const x = s.seats[seat];
  for (const piece of ['dm', 'cp'] as PieceKind[]) {
    const locs = [...new Set(onMap(x, piece))];
    for (const from of locs) {
      for (const target of moveTargets(from, mp, freeRadici)) {
        for (const to of localitiesOf(target.territory)) out.push({ type: 'move', piece, from: LOC_ID[from], to: LOC_ID[to] });
      }
    }
  }
  return out;
}

function playMoves(s: RibelleState, seat: Seat): RibelleMove[] {
  const x = s.seats[seat];
  const out: RibelleMove[] = [];
  for (const ci of x.hand) out.push({ type: 'play', card: ACTION_CARDS[ci].id });
  if (leaderHeld(s, x) && !x.leaderPlayed) out.push({ type: 'play', card: leaderId(s, seat) });
  return out;
}

const mission = (done: 'done' | 'pass', kind: string): RibelleStep => ({
  kind,
  seat: turnSeat,
  secret: true,
  accepts: ['play', done],
  moves: (s, seat) => [...playMoves(s, seat), { type: done }],
  apply(c, seat, move) {
    if (move.type === 'play') return playCard(c, seat, move.card);
    stopPlaying(c, seat);
  },
});

export const STEPS: Record<StepName, RibelleStep> = {
  board: {
    kind: DECISION_KINDS.board,
    seat: turnSeat,
    accepts: ['chooseBoard'],
    moves: (s) => BOARDS.filter((_, i) => !s.seats.some((x) => x.board === i)).map((b) => ({ type: 'chooseBoard', board: b.id })),
    apply: (c, seat, move) => (move.type === 'chooseBoard' ? chooseBoard(c, seat, move.board) : null),
  },

  staff: {
    kind: DECISION_KINDS.staff,
    seat: firstSeat,
    accepts: ['ready'],
    moves: () => [{ type: 'ready' }],
    apply: (c) => startManeuver(c),
  },

  maneuver: {
    kind: DECISION_KINDS.maneuver,
    seat: turnSeat,
    accepts: ['move', 'endManeuver'],
    moves: (s, seat) => [...movementMoves(s, seat, s.mp, !s.radiciUsed), { type: 'endManeuver' }],
    apply(c, seat, move) {
      if (move.type === 'move') return maneuver(c, seat, move);
      endManeuver(c, seat);
    },
  },

  'mission.military': mission('done', DECISION_KINDS.playMilitary),
  'mission.one': mission('pass', DECISION_KINDS.playOne),

  reveal: {
    kind: DECISION_KINDS.reveal,
    seat: firstSeat,
    accepts: ['reveal'],
    moves: () => [{ type: 'reveal' }],
    apply: (c) => reveal(c),
  },

  // Resource activation, and the 2 movement points of the 'move' effect spent at once.
  'tasks.activate': {
    kind: (s) => (head(s, 'activate').mp > 0 ? DECISION_KINDS.bonusMove : DECISION_KINDS.activate),
    seat: taskSeat,
    accepts: ['activate', 'endActivation', 'move', 'stop'],
    moves(s, seat) {
      const t = head(s, 'activate');
      if (t.mp > 0) return [...movementMoves(s, seat, t.mp, false), { type: 'stop' }];
      const out: RibelleMove[] = [];
      for (const ci of activatableCards(s, t)) {
        for (const o of effectOptions(s, seat, ci)) {
          const m: RibelleMove = { type: 'activate', card: ACTION_CARDS[ci].id };
          if (o.target) m.target = { ...o.target };
          if (o.piece) m.piece = o.piece;
          out.push(m);
        }
      }
      out.push({ type: 'endActivation' });
      return out;
    },
    apply(c, seat, move) {
      const t = head(c.s, 'activate');
      if (!t.started) startActivation(c.s, t);
      switch (move.type) {
        case 'activate': {
          const why = activate(c, t, move);
          if (why) return why;
          break;
        }
        case 'endActivation':
          if (t.mp > 0) return 'ribelle.error.stillMoving';
          return finishTask(c);
        case 'move': {
          if (t.mp <= 0) return 'ribelle.error.notMoving';
          const r = movePiece(c, seat, move, t.mp, false);
          if ('reason' in r) return r.reason;
          t.mp -= r.cost;
          break;
        }
        case 'stop':
          if (t.mp <= 0) return 'ribelle.error.notMoving';
          t.mp = 0;
          break;
      }
      runTasks(c);
    },
  },

  'tasks.pile': {
    kind: DECISION_KINDS.scorePile,
    seat: taskSeat,
    secret: true,
    accepts: ['score'],
    moves: (s, seat) => s.seats[seat].hand.map((ci) => ({ type: 'score', card: ACTION_CARDS[ci].id })),
    apply: (c, seat, move) => (move.type === 'score' ? scoreCard(c, seat, head(c.s, 'pile'), move.card) : null),
  },

  'tasks.loseDm': {
    kind: DECISION_KINDS.loseDm,
    seat: taskSeat,
    accepts: ['removeDm'],
    moves: (s, seat) => [...new Set(onMap(s.seats[seat], 'dm'))].map((l) => ({ type: 'removeDm', at: LOC_ID[l] })),
    apply: (c, seat, move) => (move.type === 'removeDm' ? removeDm(c, seat, move.at) : null),
  },

  'tasks.discard': {
    kind: DECISION_KINDS.discard,
    seat: taskSeat,
    secret: true,
    accepts: ['discard'],
    moves: (s, seat) => s.seats[seat].hand.map((ci) => ({ type: 'discard', card: ACTION_CARDS[ci].id })),
    apply: (c, seat, move) => (move.type === 'discard' ? discardOne(c, seat, move.card) : null),
  },

  'tasks.phaseBonus': {
    kind: DECISION_KINDS.phaseBonus,
    seat: taskSeat,
    accepts: ['bonusPiece'],
    moves(s, seat) {
      const x = s.seats[seat];
      const out: RibelleMove[] = [];
      if (reserve(x, 'dm') > 0) out.push({ type: 'bonusPiece', piece: 'dm' });
      if (reserve(x, 'cp') > 0) out.push({ type: 'bonusPiece', piece: 'cp' });
      return out;
    },
    apply: (c, seat, move) => (move.type === 'bonusPiece' ? bonusPiece(c, seat, move.piece) : null),
  },
};
