// The step table: every decision of a turn, who takes it, whether it is secret (only choosing
// strategic or event cards from a hidden hand is), and the file of its rule.
import type { Step as EngineStep } from '../../../engine/steps.ts';
import type { Seat } from '../../../engine/types.ts';
import { PIECE_KINDS } from '../content/index.ts';
import {
  battleOptions, betray, fireOptions, betrayOptions, betraySide, cardOptions, chooseCards, chooseLosses, defendSecret, fire, firingSeat, lossMoves,
  losingSeat, reroll, rerollOptions, startBattle,
} from './battle.ts';
import type { FabContext } from './context.ts';
import { flee, fleeTargets, heat, heatOptions, nextSeat, playEvent, quake, quakeOptions, revoltPick, revoltTargets } from './events.ts';
import { move, moveOptions } from './movement.ts';
import {
  activeSeat, buy, buyable, carnival, endTurn, place, placeSpots, playableEvents, swap, toBattles, toBuy,
} from './turn.ts';
import type { FabMove, FabState, Step } from './types.ts';

export type StepName = Exclude<Step, 'over'>;
type FabStep = EngineStep<FabState, FabMove, FabContext>;

export const stepOf = (s: FabState): StepName | null => (s.step === 'over' ? null : s.step);

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

/** A public step of the active player's turn; `timeUp` is taken at every step. */
function mine(kind: string, accepts: FabMove['type'][], moves: (s: FabState) => FabMove[], apply: (c: FabContext, m: FabMove) => string | null | void, secret = false): FabStep {
  return {
    kind: `fabrisiko.step.${kind}`,
    seat: activeSeat,
    secret,
    accepts: [...accepts, 'timeUp'],
    moves,
    apply: (c, _seat, m) => (m.type === 'timeUp' ? declareTimeUp(c) : apply(c, m)),
  };
}

function owedStep(kind: string, accepts: FabMove['type'][], moves: (s: FabState) => FabMove[], apply: (c: FabContext, m: FabMove) => string | null): FabStep {
  return {
    kind: `fabrisiko.step.${kind}`,
    seat: (s) => s.owed[0].seat,
    accepts: [...accepts, 'timeUp'],
    moves,
    apply: (c, _seat, m) => (m.type === 'timeUp' ? declareTimeUp(c) : apply(c, m)),
  };
}

function battleSeat(s: FabState): Seat {
  const b = s.battle!;
  switch (b.stage) {
    case 'attackCards': return b.attacker;
    case 'defendCards': return b.defender;
    case 'betray': return betraySide(b) === 'd' ? b.defender : b.attacker;
    case 'fire': case 'reroll': return firingSeat(b);
    case 'losses': return losingSeat(b);
  }
}

function battleMoves(s: FabState): FabMove[] {
  switch (s.battle!.stage) {
    case 'attackCards': case 'defendCards': return cardOptions(s);
    case 'betray': return betrayOptions(s);
    case 'fire': return fireOptions(s);
    case 'reroll': return rerollOptions(s);
    case 'losses': return lossMoves(s);
  }
}

const BATTLE_MOVES: Record<string, FabMove['type']> = {
  attackCards: 'cards', defendCards: 'cards', betray: 'betray', fire: 'fire', reroll: 'reroll', losses: 'losses',
};

export const FAB_STEPS: Record<StepName, FabStep> = {
  carnival: mine('carnival', ['carnival'], (s) => [{ type: 'carnival', use: true }, { type: 'carnival', use: false }, ...timeUpMoves(s)],
    (c, m) => {
      if (m.type === 'carnival') carnival(c, Boolean(m.use));
      return null;
    }),
  swap: mine('swap', ['swap'], (s) => [...s.hands[activeSeat(s)].map((card): FabMove => ({ type: 'swap', card })), { type: 'swap', card: null }],
    (c, m) => (m.type === 'swap' ? swap(c, m.card) : null), true),
  event: mine('event', ['event'], (s) => [...new Map(playableEvents(s, activeSeat(s)).map((id) => [id.split('#')[0], id])).values()].map((card): FabMove => ({ type: 'event', card })),
    (c, m) => (m.type === 'event' ? playEvent(c, m.card) : null), true),
  revoltPick: {
    kind: 'fabrisiko.step.revoltPick',
    seat: nextSeat,
    accepts: ['revoltPick', 'timeUp'],
    moves: (s) => revoltTargets(s, activeSeat(s)).map((at): FabMove => ({ type: 'revoltPick', at })),
    apply: (c, _seat, m) => (m.type === 'timeUp' ? declareTimeUp(c) : m.type === 'revoltPick' ? revoltPick(c, m.at) : null),
  },
  revoltFlee: mine('revoltFlee', ['flee'], (s) => [...fleeTargets(s).map((to): FabMove => ({ type: 'flee', to })), { type: 'flee', to: -1 }],
    (c, m) => (m.type === 'flee' ? flee(c, m.to) : null)),
  quake: owedStep('quake', ['epicentre', 'quakeLose'], quakeOptions,
    (c, m) => (m.type === 'epicentre' ? quake(c, m.at, null) : m.type === 'quakeLose' ? quake(c, m.at, m.kind) : null)),
  heat: owedStep('heat', ['heatLose'], heatOptions, (c, m) => (m.type === 'heatLose' ? heat(c, m.at, m.kind) : null)),
  place: mine('place', ['place', 'next'],
    (s) => [...PIECE_KINDS.flatMap((kind) => placeSpots(s, activeSeat(s), kind).map((at): FabMove => ({ type: 'place', kind, at }))), NEXT],
    (c, m) => (m.type === 'place' ? place(c, m.kind, m.at) : m.type === 'next' ? toBuy(c) : null)),
  buy: mine('buy', ['buy', 'next'], (s) => [...buyable(s, activeSeat(s)).map((kind): FabMove => ({ type: 'buy', kind })), NEXT],
    (c, m) => {
      if (m.type === 'buy') return buy(c, m.kind);
      if (m.type === 'next') c.s.step = 'invade';
      return null;
    }),
  invade: mine('invade', ['move', 'next'], (s) => [...moveOptions(s, 'invade'), NEXT, ...timeUpMoves(s)],
    (c, m) => (m.type === 'move' ? move(c, 'invade', m) : m.type === 'next' ? toBattles(c) : null)),
  battles: mine('battles', ['battle'], battleOptions, (c, m) => (m.type === 'battle' ? startBattle(c, m.at, m.bombers) : null)),
  battle: {
    kind: (s) => `fabrisiko.step.battle.${s.battle!.stage}`,
    seat: battleSeat,
    secret: (s) => s.battle!.stage === 'attackCards' || (s.battle!.stage === 'defendCards' && defendSecret(s)),
    accepts: ['cards', 'betray', 'fire', 'reroll', 'losses', 'timeUp'],
    moves: battleMoves,
    apply: (c, _seat, m) => {
      if (m.type === 'timeUp') return declareTimeUp(c);
      if (BATTLE_MOVES[c.s.battle!.stage] !== m.type) return 'error.wrongStep';
      switch (m.type) {
        case 'cards': return chooseCards(c, m);
        case 'betray': return betray(c, m.kind);
        case 'fire': return fire(c, m.faces);
        case 'reroll': return reroll(c, m.die, m.faces);
        case 'losses': return chooseLosses(c, m.take);
      }
      return null;
    },
  },
  regroup: mine('regroup', ['move', 'next'], (s) => [...moveOptions(s, 'regroup'), NEXT, ...timeUpMoves(s)],
    (c, m) => {
      if (m.type === 'move') return move(c, 'regroup', m);
      if (m.type === 'next') {
        c.s.fought = [];
        endTurn(c);
      }
      return null;
    }),
};
