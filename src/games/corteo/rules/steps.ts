// The step table: who decides at each step and with which moves, and the wiring of the order of
// play. Nothing in Corteo's two games is secret between the sides; only Sociale's gathering
// place is chosen in a secret step. The phases follow each other (turn.ts names the next); a
// combat's losers and the units hit by a throw move one by one (pending.ts: a queue of tasks the
// combat or the throw calls), the special rules' dice are rolled one by one (special.ts), and the
// step that called them decides what comes next in its `resume`: the combat step its advance
// and next combat (turn.ts `afterCombat`), the movement step goes on.
import { flowDriver, type Decision, type MoveOf, type Pieces, type Procedure } from '../../../engine/steps.ts';
import { advance, advanceMoves, fight, combatMoves } from './combat.ts';
import { CorteoContext, draft, type ScenarioHooks } from './context.ts';
import { destinations, enterMap, finishMoving, move, raiseBarricade, removeBarricade, rideMetro, run } from './movement.ts';
import { settledSnap, snap, snapBefore } from './board.ts';
import { movementMovesOf, movementPieces } from './movement-moves.ts';
import { tryJam } from './jams.ts';
import { pendingNow, pendingOptions, resolvePending, settleRetreat } from './pending.ts';
import { placeSpecial, rollNow, rollSpecial, settleRoll, specialMoves } from './special.ts';
import { throwAt } from './throws.ts';
import { isRallyPiece, mobileMoves, moveMobile } from './scenario.ts';
import {
  RALLY_HUNT, activate, activationMoves, agreeProlong, dissidentStartHexes, dissidentUnits, handsOf, isDissident, moveRally, offerProlong, openProlong, passProlong, prolongDue, prolongMoves, putAt,
  rallyHandEnd, rallyHandStart, rallyMoves, rallySchedule, rallyStartLines, withAntifascista,
} from './antifascista.ts';
import {
  edgeEntryHexes, entrantMoves, gather, gatherMoves, hiddenPlace, homeForbidder, leave, leaveMoves, recordWalk, scatteredStartHexes, socialeHandEnd, socialeHandStart, socialeOf, socialeTurnEnd,
  socialeUnits, startsScattered,
} from './sociale.ts';
import { place, placeRest, placementMovesOf, placementPieces } from './setup.ts';
import { chooseHead, componentMoves, declareHeads, headMoves } from './head.ts';
import {
  afterCombat, beginCombat, closeMovement, endMovement, nextHand, finishReinforce, placeReinforcement, reinforceMoves, stayingOnHeld,
} from './turn.ts';
import {
  COURT_STORM, antirepressivoUnits, blocCombatMoves, blocExtras, blocMoves, blocRefuses, blocShaped, blocResults, blocSeat, chooseForce, convict, creditCover, headSeat, combatBloc, fightBloc, flyDefendants, inActiveBloc,
  isDefendant, nextPlacer, noteFight, noteHolder, passToSinistra, rollVerdict, seatOf, startCorteoPhase, verdictDue, verdictMoves, withAntirepressivo,
} from './antirepressivo.ts';
import { closeGame, coverVacated } from './objectives.ts';
import { HANDS } from '../content/schedule.ts';
import { unitRecord } from '../content/pieces.ts';
import { SIDE_SEAT, type CorteoMove, type CorteoState, type FlowStep, type StepName } from './types.ts';

type CorteoStep = Decision<CorteoState, CorteoMove, CorteoContext>;

/**
 * What the scenarios add to the base game, wired here once (rules/context.ts says what each hook
 * is for; no base file imports a scenario's): Antirepressivo's corteo players, their placement,
 * objectives and verdict; Antifascista's rally, its dissidents and its agreement on more hands;
 * Sociale's gathering place, scattered start, entrants, forming, dispersal and going home.
 */
export const SCENARIO_HOOKS: ScenarioHooks = {
  seatOf,
  mayMove: inActiveBloc,
  lastHand: (s) => handsOf(s, HANDS),
  movementStart: (c) => {
    if (c.s.side === 'corteo') startCorteoPhase(c.s);
  },
  turnEnd: socialeTurnEnd,
  handEnd: (c) => {
    rallyHandEnd(c);
    socialeHandEnd(c);
  },
  betweenHands: (c) => {
    if (!prolongDue(c.s)) return false;
    openProlong(c);
    return true;
  },
  handStart: (c) => {
    rallyHandStart(c);
    socialeHandStart(c);
  },
  held: noteHolder,
  covered: creditCover,
  lastStep: (s) => (verdictDue(s) ? 'verdict' : null),
  gameEnd: convict,
  results: blocResults,
  barricadeReused: (s) => Boolean(socialeOf(s)?.barricadesReused),
  reserveEntries: edgeEntryHexes,
  firstStep: (options) => (socialeOf({ options }) ? 'gather' : null),
  units: (options) => [...dissidentUnits(options), ...socialeUnits(options), ...antirepressivoUnits(options)],
  startState: (options, seats, scen) => withAntirepressivo(options, seats, withAntifascista(options, scen)),
  startLines: rallyStartLines,
  schedule: rallySchedule,
  startHexes: (s, id, ok) => {
    if (isDissident(s, id)) return dissidentStartHexes(s, ok);
    if (unitRecord(id).side === 'corteo' && socialeOf(s)) return scatteredStartHexes(s, id, ok);
    return null;
  },
  // Sociale: only the spezzoni start on the map; the other units enter from the edges.
  placedAtStart: (s, id) => !isDefendant(id) && inActiveBloc(s, id) && (unitRecord(id).side !== 'corteo' || !socialeOf(s) || startsScattered(id)),
  putAt,
  nextPlacer,
  hiddenPlace,
};

/** The context of a move: the step table's scenario hooks with it. */
export const corteoContext = (working: CorteoState): CorteoContext => new CorteoContext(working, SCENARIO_HOOKS);
type CorteoProcedure = Procedure<CorteoState, CorteoContext>;

/** What a move gave rise to (units to move, dice to roll) is called in turn, the step resumes after. */
function callTasks(c: CorteoContext): void {
  c.callEach(c.takeTasks());
}

/** The seat deciding for the side in turn (Antirepressivo: the corteo player acting now). */
const sideSeat = (s: CorteoState) => seatOf(s, s.side);

/** The moves going home allows (Sociale), each weak unit's reach asked only where needed. */
const allowedHome = (s: CorteoState): ((m: CorteoMove) => boolean) => {
  const forbids = homeForbidder(s, (id) => destinations(s, id).keys());
  return (m) => !forbids(m);
};

/** The placement steps' moves, per unit to place (one of each kind) and 'done'. */
const PLACEMENT: Pieces<CorteoState, CorteoMove> = {
  list: (s) => placementPieces(s, SCENARIO_HOOKS),
  moves: (s, _seat, piece) => placementMovesOf(s, SCENARIO_HOOKS, piece),
};

/** A scenario's kinds of move in the movement phase, each one piece of the 'move' step. */
const SCENARIO_MOVES: Record<string, (s: CorteoState) => CorteoMove[]> = {
  entrants: entrantMoves,
  leave: leaveMoves,
  mobile: mobileMoves,
  rally: rallyMoves,
  activate: activationMoves,
};

/** A piece of the 'move' step that is a unit (its id), not a kind of move. */
const isUnit = (piece: string): boolean => piece !== 'run' && piece !== 'jam' && piece !== 'stop';

/** The corteo's combats: Antirepressivo's players one after the other (rules/antirepressivo.ts). */
const corteoCombats = (s: CorteoState): CorteoMove[] => blocCombatMoves(s, combatMoves(s));

type MoveType = CorteoMove['type'];
type Handler<T extends MoveType> = (c: CorteoContext, m: MoveOf<CorteoMove, T>) => string | null | void;

/**
 * A handler of the movement phase: a move that would keep a weak unit from going home (Sociale)
 * or that is not this Antirepressivo player's to make is refused before it is played.
 */
function checked<T extends MoveType>(handle: Handler<T>): Handler<T> {
  return (c, m) => {
    if (!allowedHome(c.s)(m)) return 'corteo.error.goingHome';
    return blocRefuses(c.s, m) ?? handle(c, m);
  };
}

/** The end of a side's movement (Antirepressivo: Destra's "done" hands the phase to Sinistra). */
function doneMoving(c: CorteoContext): string | null | void {
  const passed = passToSinistra(c, closeMovement);
  return passed === undefined ? endMovement(c) : passed;
}

/** A move of the prolongation's question, then the next hand once it is settled. */
const prolonging =
  <T extends 'prolong' | 'agree' | 'done'>(decide: Handler<T>): Handler<T> =>
  (c, m) => {
    const why = decide(c, m);
    if (why) return why;
    if (c.s.scen?.prolong?.closed) nextHand(c);
    return null;
  };

export const CORTEO_STEPS: Record<StepName, CorteoStep> & Record<Exclude<FlowStep, StepName>, CorteoProcedure> = {
  // Sociale: the corteo writes down its gathering place where only it can see (rules/sociale.ts).
  gather: {
    kind: 'corteo.step.gather',
    seat: () => SIDE_SEAT.corteo,
    secret: true,
    moves: gatherMoves,
    on: { gather: (c, m) => gather(c, m.place) },
  },
  placeCorteo: {
    kind: (s) => (socialeOf(s) ? 'corteo.step.placeScattered' : 'corteo.step.placeCorteo'),
    seat: (s) => seatOf(s, 'corteo'),
    pieces: PLACEMENT,
    on: { place: (c, m) => place(c, m.unit, m.at), done: (c) => placeRest(c) },
  },
  head: {
    kind: 'corteo.step.head',
    seat: () => SIDE_SEAT.corteo,
    moves: componentMoves,
    on: { head: (c, m) => chooseHead(c, m.component) },
  },
  placePotere: {
    kind: 'corteo.step.placePotere',
    seat: () => SIDE_SEAT.potere,
    pieces: PLACEMENT,
    on: { place: (c, m) => place(c, m.unit, m.at), done: (c) => placeRest(c) },
  },
  reinforce: {
    kind: 'corteo.step.reinforce',
    seat: () => SIDE_SEAT.potere,
    moves: (s) => {
      const moves = reinforceMoves(s);
      return moves.length > 1 ? moves.filter((m) => m.type !== 'done') : moves;
    },
    on: { place: (c, m) => placeReinforcement(c, m.unit, m.at), done: (c) => finishReinforce(c) },
  },
  move: {
    kind: (s) => `corteo.step.move.${s.side}`,
    seat: sideSeat,
    // Listed per piece (a unit, 'run', 'jam'...): only the chosen unit's reach is computed.
    pieces: {
      list: (s) => {
        const scenario = Object.keys(SCENARIO_MOVES).filter((kind) => SCENARIO_MOVES[kind](s).length > 0);
        const extras = blocExtras(s).map((m) => m.type);
        const units = movementPieces(s, settledSnap(s)).filter((piece) => !isUnit(piece) || SCENARIO_HOOKS.mayMove(s, piece));
        return [...units, ...scenario, ...extras, ...(stayingOnHeld(s, SCENARIO_HOOKS.mayMove, settledSnap(s)) ? [] : ['done'])];
      },
      moves: (s, _seat, piece) => {
        if (piece === 'done') return stayingOnHeld(s, SCENARIO_HOOKS.mayMove, settledSnap(s)) ? [] : [{ type: 'done' }];
        if (piece === 'strategy' || piece === 'helicopter') return blocExtras(s).filter((m) => m.type === piece);
        const moves = Object.hasOwn(SCENARIO_MOVES, piece) ? SCENARIO_MOVES[piece](s) : movementMovesOf(s, piece, settledSnap(s));
        return blocShaped(s, moves).filter(allowedHome(s));
      },
    },
    on: {
      strategy: checked((c) => chooseForce(c)),
      helicopter: checked((c) => flyDefendants(c)),
      run: checked((c) => run(c)),
      move: checked((c, m) => {
        const from = c.s.units.find((u) => u.id === m.unit)?.at ?? '';
        // Nothing has changed the board yet: the move reads the state before's (kept with it).
        const why = move(c, m.unit, m.to, snapBefore(c.s));
        if (!why) recordWalk(c.s, m.unit, from, m.to);
        return why;
      }),
      leave: checked((c, m) => leave(c, m.unit)),
      metro: checked((c, m) => rideMetro(c, m.unit, m.to)),
      enter: checked((c, m) => enterMap(c, m.unit, m.at)),
      barricade: checked((c, m) => raiseBarricade(c, m.unit, m.at)),
      unbarricade: checked((c, m) => removeBarricade(c, m.unit, m.at)),
      mobile: checked((c, m) => (isRallyPiece(m.piece) ? moveRally(c, m.piece, m.to) : moveMobile(c, m.piece, m.to))),
      activate: checked((c, m) => activate(c, m.unit, m.faces)),
      throw: checked((c, m) => {
        const why = throwAt(c, m.unit, m.at, m.faces, m.with);
        if (why) return why;
        callTasks(c);
        return null;
      }),
      jam: checked((c, m) => {
        const why = tryJam(c, m.at, snap(c.s));
        if (why) return why;
        callTasks(c);
        return null;
      }),
      stop: checked((c) => {
        if (!c.s.moving) return 'corteo.error.nothingMoving';
        finishMoving(c.s);
        return null;
      }),
      done: checked(doneMoving),
    },
    // A throw's or a die's units have moved and its dice are rolled: the objectives left are covered, the phase goes on.
    resume: (c) => coverVacated(c),
  },
  heads: {
    kind: 'corteo.step.heads',
    seat: headSeat,
    moves: headMoves,
    on: {
      // The head named, the side's combats begin.
      heads: (c, m) => {
        const why = declareHeads(c, m.units);
        if (why) return why;
        beginCombat(c);
        return null;
      },
    },
  },
  combat: {
    kind: (s) => `corteo.step.combat.${s.side}`,
    seat: (s) => (s.side === 'corteo' && s.scen?.blocs ? blocSeat(s, combatBloc(s, combatMoves(s))) : sideSeat(s)),
    moves: (s) => (s.side === 'corteo' ? corteoCombats(s) : combatMoves(s)),
    on: {
      combat: (c, m) => {
        if (c.s.side === 'corteo' && c.s.scen?.blocs) {
          const key = JSON.stringify([m.attackers.slice().sort(), m.defenders.slice().sort()]);
          if (!corteoCombats(c.s).some((x) => x.type === 'combat' && JSON.stringify([x.attackers, x.defenders]) === key)) return 'corteo.error.notYourUnit';
        }
        noteFight(c.s, fightBloc(c.s, m.attackers, m.defenders));
        const why = fight(c, m.attackers, m.defenders, m.faces);
        if (why) return why;
        callTasks(c);
        return null;
      },
    },
    // The losers have moved, or the winners advanced: an advance, the next combat or the next phase.
    resume: (c) => afterCombat(c),
  },
  advance: {
    kind: 'corteo.step.advance',
    seat: (s) => seatOf(s, s.advance?.side ?? s.side),
    moves: (s) => {
      const moves = blocMoves(s, advanceMoves(s));
      // The second unit of a stack that began to advance follows, if it can (9).
      return s.advance?.must && moves.length ? moves : [...moves, { type: 'done' }];
    },
    on: {
      // Each advance ends the step: the combat's resume asks again while some winner may advance.
      advance: (c, m) => {
        const why = blocRefuses(c.s, m) ?? advance(c, m.unit, m.to);
        if (why) return why;
        c.end();
        return null;
      },
      done: (c) => {
        if (c.s.advance?.must && advanceMoves(c.s).length) return 'corteo.error.mustAdvance';
        c.s.advance = null;
        c.end();
        return null;
      },
    },
  },
  // A die of the special rules (13), a task of the queue a throw, a jam or the start of a movement calls.
  rollTask: { run: settleRoll },
  special: {
    kind: (s) => `corteo.step.special.${rollNow(s)?.kind ?? 'roll'}`,
    seat: (s) => seatOf(s, rollNow(s)?.side ?? s.side),
    moves: specialMoves,
    on: { place: (c, m) => placeSpecial(c, m), roll: (c, m) => rollSpecial(c, m) },
    // What the die gave rise to is done: the task ends.
    resume: (c) => c.end(),
  },
  // A unit that must move, a task of the queue a combat, a throw or a die calls (pending.ts).
  retreatTask: { run: settleRetreat },
  retreat: {
    kind: (s) => `corteo.step.retreat.${pendingNow(s)?.kind ?? 'retreat'}`,
    seat: (s) => {
      const p = pendingNow(s);
      return seatOf(s, p?.chooser ?? s.side, p?.chooser === 'corteo' ? p.unit : undefined);
    },
    moves: (s) => {
      const p = pendingNow(s);
      return p ? pendingOptions(s, p).map((to) => ({ type: 'retreat', unit: p.unit, to })) : [];
    },
    on: { retreat: (c, m) => resolvePending(c, m.unit, m.to) },
  },
  // Antifascista: more hands by agreement, at the end of hand 8 (rules/antifascista.ts). Public.
  prolong: {
    kind: (s) => (s.scen?.prolong?.hands ? `corteo.step.prolongAnswer.${s.side}` : `corteo.step.prolong.${s.side}`),
    seat: (s) => SIDE_SEAT[s.scen?.prolong?.side ?? s.side],
    moves: prolongMoves,
    on: { prolong: prolonging(offerProlong), agree: prolonging(agreeProlong), done: prolonging(passProlong) },
  },
  // Antirepressivo: the verdict's dice at the end, one per defendant, rolled by Destra.
  verdict: {
    kind: 'corteo.step.verdict',
    seat: (s) => blocSeat(s, 'destra'),
    moves: verdictMoves,
    on: {
      roll: (c, m) => {
        const done = rollVerdict(c, m.faces);
        if (typeof done === 'string') return done;
        if (done) closeGame(c);
        return null;
      },
    },
  },
};

/**
 * The scenarios' rules after a move that can bring a corteo unit onto a hex that counts (moving,
 * advancing, retreating): Antifascista's rally pieces go to a clinic, then Antirepressivo's
 * Tribunale is stormed. Each scenario's file declares its hook and the steps it follows.
 */
export const CORTEO_AFTER = [RALLY_HUNT, COURT_STORM];

const DRIVER = flowDriver('corteo', CORTEO_STEPS);

/**
 * A move's context outside a move, driven by the step table as a move's is: for a check that
 * plays steps of the rules itself (the scenario editor's trial set-up, scenario-check.ts).
 */
export function drivenContext(s: CorteoState): CorteoContext {
  const c = corteoContext(draft(s));
  c.drive(DRIVER as never);
  return c;
}
