// The step table: who decides at each step and with which moves. Nothing in Corteo's two games
// is secret between the sides; only Sociale's gathering place is chosen in a secret step.
import type { Decision, MoveOf } from '../../../engine/steps.ts';
import { advance, advanceMoves, fight, combatMoves } from './combat.ts';
import type { CorteoContext } from './context.ts';
import { destinations, enterMap, finishMoving, move, raiseBarricade, removeBarricade, rideMetro, run } from './movement.ts';
import { snap } from './board.ts';
import { movementMoves } from './movement-moves.ts';
import { tryJam } from './jams.ts';
import { pendingOptions, resolvePending } from './pending.ts';
import { nextInMovement, placeSpecial, rollSpecial, specialMoves } from './special.ts';
import { throwAt } from './throws.ts';
import { mobileMoves, moveMobile } from './scenario.ts';
import { RALLY_HUNT, activate, activationMoves, agreeProlong, isRallyPiece, moveRally, offerProlong, passProlong, prolongMoves, rallyMoves } from './antifascista.ts';
import { entrantMoves, socialeOf, gather, gatherMoves, homeForbidder, leave, leaveMoves, recordWalk } from './sociale.ts';
import { chooseHead, headMoves as componentMoves, place, placeRest, placementMoves } from './setup.ts';
import {
  afterCombat, closeMovement, declareHeads, endMovement, nextHand, finishReinforce, headMoves, placeReinforcement, reinforceMoves, stayingOnHeld,
} from './turn.ts';
import {
  COURT_STORM, blocCombatMoves, blocMoves, blocRefuses, blocSeat, chooseForce, headSeat, combatBloc, fightBloc, flyDefendants, noteFight, passToSinistra, rollVerdict, seatOf, verdictMoves,
} from './antirepressivo.ts';
import { closeGame } from './objectives.ts';
import { SIDE_SEAT, type CorteoMove, type CorteoState, type StepName } from './types.ts';

type CorteoStep = Decision<CorteoState, CorteoMove, CorteoContext>;

/** After a throw or one of its retreats: the next choice, or back to the movement phase. */
function afterThrow(c: CorteoContext): void {
  nextInMovement(c);
}

export const stepOf = (s: CorteoState): StepName | null => (s.step === 'over' ? null : s.step);

/** The seat deciding for the side in turn (Antirepressivo: the corteo player acting now). */
const sideSeat = (s: CorteoState) => seatOf(s, s.side);

/** The moves going home allows (Sociale), each weak unit's reach asked only where needed. */
const allowedHome = (s: CorteoState): ((m: CorteoMove) => boolean) => {
  const forbids = homeForbidder(s, (id) => destinations(s, id).keys());
  return (m) => !forbids(m);
};

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

export const CORTEO_STEPS: Record<StepName, CorteoStep> = {
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
    moves: placementMoves,
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
    moves: placementMoves,
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
    moves: (s) => {
      const moves = blocMoves(s, [...movementMoves(s), ...entrantMoves(s), ...leaveMoves(s), ...mobileMoves(s), ...rallyMoves(s), ...activationMoves(s)]).filter(allowedHome(s));
      if (!stayingOnHeld(s)) moves.push({ type: 'done' });
      return moves;
    },
    on: {
      strategy: checked((c) => chooseForce(c)),
      helicopter: checked((c) => flyDefendants(c)),
      run: checked((c) => run(c)),
      move: checked((c, m) => {
        const from = c.s.units.find((u) => u.id === m.unit)?.at ?? '';
        const why = move(c, m.unit, m.to);
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
        afterThrow(c);
        return null;
      }),
      jam: checked((c, m) => {
        const why = tryJam(c, m.at, snap(c.s));
        if (why) return why;
        afterThrow(c);
        return null;
      }),
      stop: checked((c) => {
        if (!c.s.moving) return 'corteo.error.nothingMoving';
        finishMoving(c.s);
        return null;
      }),
      done: checked(doneMoving),
    },
  },
  heads: {
    kind: 'corteo.step.heads',
    seat: headSeat,
    moves: headMoves,
    on: { heads: (c, m) => declareHeads(c, m.units) },
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
        afterCombat(c);
        return null;
      },
    },
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
      advance: (c, m) => {
        const why = blocRefuses(c.s, m) ?? advance(c, m.unit, m.to);
        if (why) return why;
        afterCombat(c);
        return null;
      },
      done: (c) => {
        if (c.s.advance?.must && advanceMoves(c.s).length) return 'corteo.error.mustAdvance';
        c.s.advance = null;
        afterCombat(c);
        return null;
      },
    },
  },
  special: {
    kind: (s) => `corteo.step.special.${s.rolls?.[0]?.kind ?? 'roll'}`,
    seat: (s) => seatOf(s, s.rolls?.[0]?.side ?? s.side),
    moves: specialMoves,
    on: { place: (c, m) => placeSpecial(c, m), roll: (c, m) => rollSpecial(c, m) },
  },
  retreat: {
    kind: (s) => `corteo.step.retreat.${s.pending[0]?.kind ?? 'retreat'}`,
    seat: (s) => seatOf(s, s.pending[0]?.chooser ?? s.side, s.pending[0]?.chooser === 'corteo' ? s.pending[0].unit : undefined),
    moves: (s) => (s.pending[0] ? pendingOptions(s, s.pending[0]).map((to) => ({ type: 'retreat', unit: s.pending[0].unit, to })) : []),
    on: {
      retreat: (c, m) => {
        const throwing = c.s.pending[0]?.kind === 'throw';
        const why = resolvePending(c, m.unit, m.to);
        if (why) return why;
        if (throwing) afterThrow(c);
        else afterCombat(c);
        return null;
      },
    },
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
