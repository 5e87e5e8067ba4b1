// The step table: every decision of a turn, who takes it, whether it is secret (only choosing
// strategic or event cards from a hidden hand is), the moves it takes and the file of its rule;
// and the wiring between the phases. The turn's steps follow each other (turn.ts names the
// next); the event's effect (events.ts) and each battle (battle.ts) are called and end, and the
// step that called them decides what comes next in its `resume`; a queue of players who owe
// losses (quake, heat) is a queue of tasks. The Tournament's `timeUp` is taken at every step.
import type { Decision, Procedure } from '../../../engine/steps.ts';
import type { Seat } from '../../../engine/types.ts';
import { PIECE_KINDS } from '../content/pieces.ts';
import { kindOf } from '../content/cards.ts';
import {
  attackCardOptions, battleOptions, betray, betrayOptions, betraySide, chooseAttackCards, chooseDefendCards, chooseLosses, defendCardOptions,
  defendSecret, fire, fireOptions, firingSeat, lossMoves, losingSeat, openBattle, pendingBattles, reroll, rerollOptions, startBattle,
} from './battle.ts';
import { activeSeat } from './board.ts';
import type { FabContext } from './context.ts';
import {
  epicentre, epicentreOptions, eventEffect, flee, fleeTargets, heat, heatOptions, nextSeat, playEvent, quakeLose, quakeOptions, revoltPick, revoltTargets,
} from './events.ts';
import { move, moveOptions } from './movement.ts';
import { buy, buyOrLater, buyable, carnival, endTurn, place, placeOrLater, placeSpots, playableEvents, swap } from './turn.ts';
import type { BattleStage, FabMove, FabState, Owed } from './types.ts';

export type StepName =
  | 'carnival' | 'swap' | 'event' | 'eventEffect' | 'revoltPick' | 'revoltFlee' | 'quake' | 'quakeLoss' | 'heat'
  | 'place' | 'buy' | 'invade' | 'battles' | 'battle' | BattleStage | 'regroup';

type FabDecision = Decision<FabState, FabMove, FabContext>;
type FabProcedure = Procedure<FabState, FabContext>;

const NEXT: FabMove = { type: 'next' };

/** The Tournament's end of time, declared by whoever holds the device (the app's clock). */
function timeUpMoves(s: FabState): FabMove[] {
  return s.options.tournament && !s.timeUp ? [{ type: 'timeUp' }] : [];
}
function declareTimeUp(c: FabContext): string | null {
  if (!c.s.options.tournament || c.s.timeUp) return 'fabrisiko.error.noTimeUp';
  c.s.timeUp = true;
  c.log('fabrisiko.log.timeUp', { globalTurn: c.s.globalTurn });
  return null;
}

/** The task under way of a queue of players who owe losses (its frame's data). */
const owedNow = (s: FabState): Owed => s.flow[s.flow.length - 1].args as unknown as Owed;

const TIME_UP: FabMove = Object.freeze<FabMove>({ type: 'timeUp' });

/** A phase's moves, then "next" and the Tournament's end of time, in the list itself (the list is long and made at every move). */
function thenNext(moves: FabMove[], s: FabState): FabMove[] {
  moves.push(NEXT);
  if (s.options.tournament && !s.timeUp) moves.push(TIME_UP);
  return moves;
}

const kind = (name: string) => `fabrisiko.step.${name}`;

/** After a battle: the next one, or the friendly moves once every battle is fought. */
function nextBattle(c: FabContext): void {
  if (pendingBattles(c.s).length === 0) c.goto('regroup');
}

const STEPS: Record<Exclude<StepName, 'eventEffect' | 'battle'>, FabDecision> = {
  carnival: {
    kind: kind('carnival'),
    seat: activeSeat,
    moves: (s) => [{ type: 'carnival', use: true }, { type: 'carnival', use: false }, ...timeUpMoves(s)],
    on: { carnival: (c, m) => carnival(c, Boolean(m.use)) },
  },
  swap: {
    kind: kind('swap'),
    seat: activeSeat,
    secret: true,
    moves: (s) => [...s.hands[activeSeat(s)].map((card): FabMove => ({ type: 'swap', card })), { type: 'swap', card: null }],
    on: { swap: (c, m) => swap(c, m.card) },
  },
  event: {
    kind: kind('event'),
    seat: activeSeat,
    secret: true,
    // One card of each kind (the last of the kind in the hand, in the order each kind first appears).
    moves: (s) => {
      const kinds: string[] = [];
      const out: FabMove[] = [];
      for (const card of playableEvents(s, activeSeat(s))) {
        const i = kinds.indexOf(kindOf(card));
        if (i < 0) {
          kinds.push(kindOf(card));
          out.push({ type: 'event', card });
        } else out[i] = { type: 'event', card };
      }
      return out;
    },
    on: { event: (c, m) => playEvent(c, m.card) },
    // The card's effect has ended: phase 2.
    resume: (c) => c.goto(placeOrLater(c.s)),
  },
  revoltPick: {
    kind: kind('revoltPick'),
    seat: nextSeat,
    moves: (s) => revoltTargets(s, activeSeat(s)).map((at): FabMove => ({ type: 'revoltPick', at })),
    on: { revoltPick: (c, m) => revoltPick(c, m.at) },
  },
  revoltFlee: {
    kind: kind('revoltFlee'),
    seat: activeSeat,
    moves: (s) => [...fleeTargets(s).map((to): FabMove => ({ type: 'flee', to })), { type: 'flee', to: -1 }],
    on: { flee: (c, m) => flee(c, m.to) },
  },
  quake: {
    kind: kind('quake'),
    seat: activeSeat,
    moves: epicentreOptions,
    on: { epicentre: (c, m) => epicentre(c, m.at) },
    // Every structure owed is gone: the earthquake's effect ends.
    resume: (c) => c.end(),
  },
  quakeLoss: {
    kind: kind('quake'),
    seat: (s) => owedNow(s).seat,
    moves: (s) => quakeOptions(s, owedNow(s)),
    on: { quakeLose: (c, m) => quakeLose(c, m.at, m.kind) },
  },
  heat: {
    kind: kind('heat'),
    seat: (s) => owedNow(s).seat,
    moves: (s, seat) => heatOptions(s, seat),
    on: { heatLose: (c, m) => heat(c, m.at, m.kind) },
  },
  place: {
    kind: kind('place'),
    seat: activeSeat,
    moves: (s) => {
      const seat = activeSeat(s);
      const out: FabMove[] = [];
      for (const k of PIECE_KINDS) for (const at of placeSpots(s, seat, k)) out.push({ type: 'place', kind: k, at });
      out.push(NEXT);
      return out;
    },
    on: {
      place: (c, m) => place(c, m.kind, m.at),
      next: (c) => c.goto(buyOrLater(c.s)),
    },
  },
  buy: {
    kind: kind('buy'),
    seat: activeSeat,
    moves: (s) => [...buyable(s, activeSeat(s)).map((k): FabMove => ({ type: 'buy', kind: k })), NEXT],
    on: {
      buy: (c, m) => buy(c, m.kind),
      next: (c) => c.goto('invade'),
    },
  },
  invade: {
    kind: kind('invade'),
    seat: activeSeat,
    moves: (s) => thenNext(moveOptions(s, 'invade'), s),
    on: {
      move: (c, m) => move(c, 'invade', m),
      next: (c) => c.goto(pendingBattles(c.s).length > 0 ? 'battles' : 'regroup'),
    },
  },
  battles: {
    kind: kind('battles'),
    seat: activeSeat,
    moves: battleOptions,
    on: { battle: (c, m) => startBattle(c, m.at, m.bombers) },
    resume: nextBattle,
  },
  attackCards: {
    kind: kind('battle.attackCards'),
    seat: (s) => s.battle!.attacker,
    secret: true,
    moves: attackCardOptions,
    on: { cards: chooseAttackCards },
  },
  defendCards: {
    kind: kind('battle.defendCards'),
    seat: (s) => s.battle!.defender,
    secret: defendSecret,
    moves: defendCardOptions,
    on: { cards: chooseDefendCards },
  },
  betray: {
    kind: kind('battle.betray'),
    seat: (s): Seat => (betraySide(s.battle!) === 'd' ? s.battle!.defender : s.battle!.attacker),
    moves: betrayOptions,
    on: { betray: (c, m) => betray(c, m.kind) },
  },
  fire: {
    kind: kind('battle.fire'),
    seat: (s) => firingSeat(s.battle!),
    moves: fireOptions,
    on: { fire: (c, m) => fire(c, m.faces) },
  },
  reroll: {
    kind: kind('battle.reroll'),
    seat: (s) => firingSeat(s.battle!),
    moves: rerollOptions,
    on: { reroll: (c, m) => reroll(c, m.die, m.faces) },
  },
  losses: {
    kind: kind('battle.losses'),
    seat: (s) => losingSeat(s.battle!),
    moves: lossMoves,
    on: { losses: (c, m) => chooseLosses(c, m.take) },
  },
  regroup: {
    kind: kind('regroup'),
    seat: activeSeat,
    moves: (s) => thenNext(moveOptions(s, 'regroup'), s),
    on: {
      move: (c, m) => move(c, 'regroup', m),
      next: (c) => {
        c.s.fought = [];
        const first = endTurn(c);
        if (first) c.goto(first);
        else c.endAll();
      },
    },
  },
};

/** The automatic steps: an event's effect, a battle's opening. */
const PROCEDURES: Record<'eventEffect' | 'battle', FabProcedure> = {
  // A queue of players who owe units (the heat wave) has been served: the effect ends.
  eventEffect: { run: eventEffect, resume: (c) => c.end() },
  battle: { run: openBattle },
};

/** Every decision also takes the Tournament's end of time (the clock may ring at any step). */
function withTimeUp<K extends string>(steps: Record<K, FabDecision>): Record<K, FabDecision> {
  const out = {} as Record<K, FabDecision>;
  for (const name of Object.keys(steps) as K[]) {
    const { kind: k, seat, secret = false, moves, on, resume } = steps[name];
    // One shape for every step (the engine reads them at every move).
    out[name] = { kind: k, seat, secret, moves, on: { ...on, timeUp: declareTimeUp }, resume };
  }
  return out;
}

export const FAB_STEPS: Record<StepName, FabDecision | FabProcedure> = { ...withTimeUp(STEPS), ...PROCEDURES };
