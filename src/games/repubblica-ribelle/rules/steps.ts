// The order of play: every step of the game, as the engine runs it (engine/flow.ts). Decisions
// say who decides, whether it is secret, the legal moves and what each move does; procedures run
// as they come up. The first half of a round goes step to step (board, staff, maneuver, mission,
// reveal); the reveal calls the queue of the round's second half, one task after another (each
// task kind is a step, its frame carries the task: tasks.ts), and a task may queue tasks of its
// own that run before the rest (a count's rewards, an outcome's losses). The queue ends with the
// round, and the reveal starts the next one. This table is the only place that says what follows
// what: the phase files only do their part and say which tasks come of it.
import { argsOf } from '../../../engine/flow.ts';
import type { Decision, Procedure } from '../../../engine/steps.ts';
import type { Seat } from '../../../engine/types.ts';
import { ACTION_CARDS, BOARDS, MISSIONS } from '../content.ts';
import { activatableCards, activate, effectOptions, startActivation, type ActivateTask } from './activation.ts';
import type { RibelleContext } from './context.ts';
import { LOC_ID } from './data.ts';
import { discardOne, endRound, supply } from './endOfRound.ts';
import { PILE_KEYS, handLimit, isMilitary, leaderHeld, leaderId, locKey, missionKey, onMap, orderFrom, place, reserve } from './helpers.ts';
import { cleanup, outcomeOf, removeDm, scoreCard } from './outcome.ts';
import { bonusPiece, phaseTwo } from './phase2.ts';
import { autoObjectives, count, reveal } from './reveal.ts';
import { localitiesOf, moveTargets } from './roads.ts';
import { endManeuver, maneuver, movePiece, nextMissionTurn, playCard, startManeuver, startMission, startRound, stopPlaying } from './round.ts';
import { defeat, finalScoring } from './scoring.ts';
import { boardsChosen, chooseBoard, finishSetup } from './setup.ts';
import { TASK_STEP, taskFrame, taskOf } from './tasks.ts';
import { DECISION_KINDS, type PieceKind, type RibelleMove, type RibelleState, type StepName, type Task } from './types.ts';

export type { StepName } from './types.ts';

type RibelleDecision = Decision<RibelleState, RibelleMove, RibelleContext>;
type RibelleProcedure = Procedure<RibelleState, RibelleContext>;

const turnSeat = (s: RibelleState): Seat => s.queue[s.qi];
const firstSeat = (s: RibelleState): Seat => s.first;
const taskSeat = (s: RibelleState): Seat => argsOf<{ seat: Seat }>(s).seat;

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

// ---------------------------------------------------------------------------------------------
// Moving on

/** A new round (Stato Maggiore): the next mission on the table. */
function newRound(c: RibelleContext): void {
  startRound(c);
  c.goto('staff');
}

/** Missione: the automated partisans turn up their cards, the rebels play in secret. */
function toMission(c: RibelleContext): void {
  startMission(c);
  c.goto(isMilitary(c.s) ? 'mission.military' : 'mission.one');
}

/** After a seat's turn at the mission: the next seat, or the reveal once everyone is done. */
function afterMissionTurn(c: RibelleContext): void {
  if (!nextMissionTurn(c)) c.goto('reveal');
}

/** The task that comes next in the same place of the queue. */
const then = (c: RibelleContext, t: Task): void => c.goto(TASK_STEP[t.t], t);

/** Tasks that run first, before the rest of the queue, then this task ends. */
function first(c: RibelleContext, tasks: readonly Task[]): void {
  if (tasks.length === 0) c.end();
  else c.callEach(tasks.map(taskFrame));
}

/** A procedure that queues tasks of its own and ends after them. */
const queues = (run: (c: RibelleContext) => void): RibelleProcedure => ({ run, resume: (c) => c.end() });

/** A task that needs no decision: it does its part and ends. */
const auto = (run: (c: RibelleContext) => void): RibelleProcedure => ({
  run(c) {
    run(c);
    c.end();
  },
});

// ---------------------------------------------------------------------------------------------
// Resource activation: the seat's task while it may activate something or has points to move.

const waitsToActivate = (s: RibelleState, t: ActivateTask): boolean => t.mp > 0 || activatableCards(s, t).length > 0;

/** Edits a copy of the activation under way; it ends once there is nothing more to do. */
function activating(c: RibelleContext, edit: (t: ActivateTask) => string | null | void): string | null | void {
  const was = taskOf(c.s, 'activate');
  const t: ActivateTask = { ...was, cap: was.cap.slice(), done: was.done.slice() };
  const why = edit(t);
  if (why) return why;
  c.setArgs(t);
  if (!waitsToActivate(c.s, t)) c.end();
}

// ---------------------------------------------------------------------------------------------

export const STEPS: Record<StepName, RibelleDecision | RibelleProcedure> = {
  board: {
    kind: DECISION_KINDS.board,
    seat: turnSeat,
    moves: (s) => BOARDS.filter((_, i) => !s.seats.some((x) => x.board === i)).map((b) => ({ type: 'chooseBoard', board: b.id })),
    on: {
      chooseBoard(c, move, seat) {
        const why = chooseBoard(c, seat, move.board);
        if (why) return why;
        if (!boardsChosen(c.s)) return;
        finishSetup(c);
        newRound(c);
      },
    },
  },

  staff: {
    kind: DECISION_KINDS.staff,
    seat: firstSeat,
    moves: () => [{ type: 'ready' }],
    on: {
      ready(c) {
        if (startManeuver(c)) c.goto('maneuver');
        else toMission(c);
      },
    },
  },

  maneuver: {
    kind: DECISION_KINDS.maneuver,
    seat: turnSeat,
    moves: (s, seat) => [...movementMoves(s, seat, s.mp, !s.radiciUsed), { type: 'endManeuver' }],
    on: {
      move: (c, move, seat) => maneuver(c, seat, move),
      endManeuver(c, _move, seat) {
        if (!endManeuver(c, seat)) toMission(c);
      },
    },
  },

  // A military mission lets a rebel play on until done; otherwise the turn passes after each card.
  'mission.military': {
    kind: DECISION_KINDS.playMilitary,
    seat: turnSeat,
    secret: true,
    moves: (s, seat) => [...playMoves(s, seat), { type: 'done' }],
    on: {
      play: (c, move, seat) => playCard(c, seat, move.card),
      done(c, _move, seat) {
        stopPlaying(c, seat);
        afterMissionTurn(c);
      },
    },
  },

  'mission.one': {
    kind: DECISION_KINDS.playOne,
    seat: turnSeat,
    secret: true,
    moves: (s, seat) => [...playMoves(s, seat), { type: 'pass' }],
    on: {
      play(c, move, seat) {
        const why = playCard(c, seat, move.card);
        if (why) return why;
        afterMissionTurn(c);
      },
      pass(c, _move, seat) {
        stopPlaying(c, seat);
        afterMissionTurn(c);
      },
    },
  },

  // Risoluzione: the second half of the round is a queue of tasks; when it has all run (the
  // round's end and, at the passage, phase II's set-up), the next round starts.
  reveal: {
    kind: DECISION_KINDS.reveal,
    seat: firstSeat,
    moves: () => [{ type: 'reveal' }],
    on: {
      reveal: (c) => c.callEach(reveal(c).map(taskFrame)),
    },
    resume: (c) => newRound(c),
  },

  // Each rebel in turn: resource activation (only while there is something to activate), then
  // the count, whose rewards come first.
  activation: {
    run(c) {
      const queued = taskOf(c.s, 'activate');
      const t: ActivateTask = { ...queued, done: queued.done.slice() };
      startActivation(c.s, t);
      if (waitsToActivate(c.s, t)) c.goto('tasks.activate', t);
      else c.end();
    },
  },

  // Resource activation, and the 2 movement points of the 'move' effect spent at once.
  'tasks.activate': {
    kind: (s) => (taskOf(s, 'activate').mp > 0 ? DECISION_KINDS.bonusMove : DECISION_KINDS.activate),
    seat: taskSeat,
    moves(s, seat) {
      const t = taskOf(s, 'activate');
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
    on: {
      activate: (c, move) => activating(c, (t) => activate(c, t, move)),
      endActivation(c) {
        if (taskOf(c.s, 'activate').mp > 0) return 'ribelle.error.stillMoving';
        c.end();
      },
      move: (c, move, seat) =>
        activating(c, (t) => {
          if (t.mp <= 0) return 'ribelle.error.notMoving';
          const r = movePiece(c, seat, move, t.mp, false);
          if ('reason' in r) return r.reason;
          t.mp -= r.cost;
        }),
      stop: (c) =>
        activating(c, (t) => {
          if (t.mp <= 0) return 'ribelle.error.notMoving';
          t.mp = 0;
        }),
    },
  },

  count: queues((c) => first(c, count(c, taskOf(c.s, 'count').seat))),
  autoCount: auto(autoObjectives),

  // The mission's outcome: its rewards or losses come first, then the clean-up.
  outcome: queues((c) => first(c, [...outcomeOf(c), { t: 'cleanup' }])),

  // A card into a scoring box: drawn first for the rewards that say so, then chosen in secret.
  pileDraw: {
    run(c) {
      const t = taskOf(c.s, 'pileDraw');
      const got = c.drawTo(t.seat, 1);
      if (got > 0) c.log('ribelle.log.drew', { seat: t.seat, cards: got });
      if (c.s.seats[t.seat].hand.length > 0) return then(c, { t: 'pile', seat: t.seat, pile: t.pile, thenDraw: t.thenDraw });
      c.log('ribelle.log.scoreSkipped', { seat: t.seat, pile: PILE_KEYS[t.pile] });
      c.end();
    },
  },

  'tasks.pile': {
    kind: DECISION_KINDS.scorePile,
    seat: taskSeat,
    secret: true,
    moves: (s, seat) => s.seats[seat].hand.map((ci) => ({ type: 'score', card: ACTION_CARDS[ci].id })),
    on: {
      score(c, move, seat) {
        const why = scoreCard(c, seat, taskOf(c.s, 'pile'), move.card);
        if (why) return why;
        c.end();
      },
    },
  },

  placeDm: auto((c) => {
    const seat = taskOf(c.s, 'placeDm').seat;
    const x = c.s.seats[seat];
    c.log(place(x, 'dm', x.base) ? 'ribelle.log.dmPlaced' : 'ribelle.log.noReserve', { seat, piece: 'ribelle.piece.dm', at: locKey(x.base) });
  }),

  winMission: auto((c) => {
    const seat = taskOf(c.s, 'winMission').seat;
    c.s.seats[seat].won.push(c.s.mission);
    c.log('ribelle.log.missionWon', { seat, mission: missionKey(c.s.mission) });
  }),

  lose: auto((c) => {
    const t = taskOf(c.s, 'lose');
    const pile = c.s.seats[t.seat].piles[t.pile];
    if (pile.length > 0) {
      c.s.discard.push(pile.pop() as number);
      c.log('ribelle.log.pileLost', { seat: t.seat, pile: PILE_KEYS[t.pile] });
    } else {
      c.log('ribelle.log.perdereTutto', { seat: t.seat, pile: PILE_KEYS[t.pile] });
      c.changeSupport(t.seat, -1, 'perdereTutto');
    }
  }),

  // A DM lost: chosen by the seat when its DMs stand on two localities or more.
  dmLoss: {
    run(c) {
      const t = taskOf(c.s, 'loseDm');
      const x = c.s.seats[t.seat];
      if (new Set(onMap(x, 'dm')).size >= 2) return c.goto('tasks.loseDm', t);
      const i = x.dm.findIndex((l) => l >= 0);
      if (i >= 0) {
        const at = x.dm[i];
        x.dm[i] = -1;
        c.log('ribelle.log.dmLost', { seat: t.seat, at: locKey(at) });
      }
      c.end();
    },
  },

  'tasks.loseDm': {
    kind: DECISION_KINDS.loseDm,
    seat: taskSeat,
    moves: (s, seat) => [...new Set(onMap(s.seats[seat], 'dm'))].map((l) => ({ type: 'removeDm', at: LOC_ID[l] })),
    on: {
      removeDm(c, move, seat) {
        const why = removeDm(c, seat, move.at);
        if (why) return why;
        c.end();
      },
    },
  },

  loseLeader: auto((c) => {
    const seat = taskOf(c.s, 'loseLeader').seat;
    const x = c.s.seats[seat];
    if (leaderHeld(c.s, x)) {
      if (c.s.phase === 1) x.leader1 = 'played';
      else x.leader2 = 'played';
      c.log('ribelle.log.leaderLost', { seat });
    } else {
      c.log('ribelle.log.perdereTutto', { seat, pile: 'ribelle.leader' });
      c.changeSupport(seat, -1, 'perdereTutto');
    }
  }),

  support: auto((c) => {
    const t = taskOf(c.s, 'support');
    c.changeSupport(t.seat, t.delta, t.why);
  }),

  // The Republic's health: at zero the game is lost.
  health: {
    run(c) {
      c.s.health -= 1;
      c.log('ribelle.log.health', { health: c.s.health });
      if (c.s.health > 0) return c.end();
      defeat(c);
      c.endAll();
    },
  },

  // Steps 5 and 6 of the round: the clean-up, Rifornimenti, Fine del round with its discards.
  cleanup: {
    run(c) {
      cleanup(c);
      then(c, { t: 'supply' });
    },
  },
  supply: {
    run(c) {
      supply(c);
      then(c, { t: 'endRound' });
    },
  },
  endRound: queues((c) => first(c, [...endRound(c), { t: 'phaseCheck' }])),

  // Discards down to the hand limit, one card at a time, while the seat is over it.
  handLimit: {
    run(c) {
      const x = c.s.seats[taskOf(c.s, 'discard').seat];
      if (x.hand.length > handLimit(x)) c.goto('tasks.discard', taskOf(c.s, 'discard'));
      else c.end();
    },
  },

  'tasks.discard': {
    kind: DECISION_KINDS.discard,
    seat: taskSeat,
    secret: true,
    moves: (s, seat) => s.seats[seat].hand.map((ci) => ({ type: 'discard', card: ACTION_CARDS[ci].id })),
    on: {
      discard(c, move, seat) {
        const why = discardOne(c, seat, move.card);
        if (why) return why;
        const x = c.s.seats[seat];
        if (x.hand.length <= handLimit(x)) c.end();
      },
    },
  },

  // After the last mission the final score; after phase I's last, the passage to phase II;
  // otherwise the round is over (the reveal that called the queue starts the next).
  phaseCheck: queues((c) => {
    const s = c.s;
    if (s.missions.length === 0) {
      finalScoring(c);
      return c.endAll();
    }
    if (s.phase === 1 && MISSIONS[s.missions[0]].phase === 2) return first(c, phaseTwo(c));
    c.end();
  }),

  'tasks.phaseBonus': {
    kind: DECISION_KINDS.phaseBonus,
    seat: taskSeat,
    moves(s, seat) {
      const x = s.seats[seat];
      const out: RibelleMove[] = [];
      if (reserve(x, 'dm') > 0) out.push({ type: 'bonusPiece', piece: 'dm' });
      if (reserve(x, 'cp') > 0) out.push({ type: 'bonusPiece', piece: 'cp' });
      return out;
    },
    on: {
      bonusPiece(c, move, seat) {
        const why = bonusPiece(c, seat, move.piece);
        if (why) return why;
        c.end();
      },
    },
  },

  refill: auto((c) => {
    const s = c.s;
    for (const seat of orderFrom(s.first, s.n)) {
      const x = s.seats[seat];
      const need = Math.max(0, handLimit(x) - x.hand.length);
      c.log('ribelle.log.refill', { seat, cards: c.drawTo(seat, need) });
    }
  }),

  // The passage to phase II ends with the round: the queue is done, the reveal starts the next.
  startRound: auto(() => {}),
};
