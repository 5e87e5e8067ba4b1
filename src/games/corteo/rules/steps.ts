// The step table: who decides at each step and with which moves. Nothing in Corteo's two games
// is secret between the sides; only Sociale's gathering place is chosen in a secret step.
import type { Step as EngineStep } from '../../../engine/steps.ts';
import { advance, advanceMoves, fight, combatMoves } from './combat.ts';
import type { CorteoContext } from './context.ts';
import { destinations, enterMap, finishMoving, move, movementMoves, raiseBarricade, removeBarricade, rideMetro, run } from './movement.ts';
import { snap } from './board.ts';
import { tryJam } from './jams.ts';
import { pendingOptions, resolvePending } from './pending.ts';
import { applySpecial, nextInMovement, specialMoves } from './special.ts';
import { throwAt } from './throws.ts';
import { mobileMoves, moveMobile } from './scenario.ts';
import { activate, activationMoves, decideProlong, huntRally, isRallyPiece, moveRally, prolongMoves, rallyMoves } from './antifascista.ts';
import { entrantMoves, socialeOf, gather, gatherMoves, homeForbidder, leave, leaveMoves, recordWalk } from './sociale.ts';
import { chooseHead, headMoves as componentMoves, place, placeRest, placementMoves } from './setup.ts';
import {
  afterCombat, declareHeads, endMovement, nextHand, finishReinforce, headMoves, placeReinforcement, reinforceMoves, stayingOnHeld,
} from './turn.ts';
import {
  blocCombatMoves, blocMoves, blocRefuses, blocSeat, chooseForce, headSeat, combatBloc, fightBloc, flyDefendants, noteFight, passToSinistra, rollVerdict, seatOf, stormCourt, verdictMoves,
} from './antirepressivo.ts';
import { closeGame } from './objectives.ts';
import { SIDE_SEAT, type CorteoMove, type CorteoState, type StepName } from './types.ts';

type CorteoStep = EngineStep<CorteoState, CorteoMove, CorteoContext>;

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

export const CORTEO_STEPS: Record<StepName, CorteoStep> = {
  // Sociale: the corteo writes down its gathering place where only it can see (rules/sociale.ts).
  gather: {
    kind: 'corteo.step.gather',
    seat: () => SIDE_SEAT.corteo,
    secret: true,
    accepts: ['gather'],
    moves: gatherMoves,
    apply: (c, _seat, m) => (m.type === 'gather' ? gather(c, m.place) : 'corteo.error.badGather'),
  },
  placeCorteo: {
    kind: (s) => (socialeOf(s) ? 'corteo.step.placeScattered' : 'corteo.step.placeCorteo'),
    seat: (s) => seatOf(s, 'corteo'),
    accepts: ['place', 'done'],
    moves: placementMoves,
    apply: (c, _seat, m) => (m.type === 'place' ? place(c, m.unit, m.at) : placeRest(c)),
  },
  head: {
    kind: 'corteo.step.head',
    seat: () => SIDE_SEAT.corteo,
    accepts: ['head'],
    moves: componentMoves,
    apply: (c, _seat, m) => (m.type === 'head' ? chooseHead(c, m.component) : 'corteo.error.badHead'),
  },
  placePotere: {
    kind: 'corteo.step.placePotere',
    seat: () => SIDE_SEAT.potere,
    accepts: ['place', 'done'],
    moves: placementMoves,
    apply: (c, _seat, m) => (m.type === 'place' ? place(c, m.unit, m.at) : placeRest(c)),
  },
  reinforce: {
    kind: 'corteo.step.reinforce',
    seat: () => SIDE_SEAT.potere,
    accepts: ['place', 'done'],
    moves: (s) => {
      const moves = reinforceMoves(s);
      return moves.length > 1 ? moves.filter((m) => m.type !== 'done') : moves;
    },
    apply: (c, _seat, m) => (m.type === 'place' ? placeReinforcement(c, m.unit, m.at) : finishReinforce(c)),
  },
  move: {
    kind: (s) => `corteo.step.move.${s.side}`,
    seat: sideSeat,
    accepts: ['run', 'move', 'metro', 'enter', 'barricade', 'unbarricade', 'throw', 'jam', 'mobile', 'activate', 'leave', 'strategy', 'helicopter', 'stop', 'done'],
    moves: (s) => {
      const moves = blocMoves(s, [...movementMoves(s), ...entrantMoves(s), ...leaveMoves(s), ...mobileMoves(s), ...rallyMoves(s), ...activationMoves(s)]).filter(allowedHome(s));
      if (!stayingOnHeld(s)) moves.push({ type: 'done' });
      return moves;
    },
    apply: (c, _seat, m) => {
      if (!allowedHome(c.s)(m)) return 'corteo.error.goingHome';
      const refused = blocRefuses(c.s, m);
      if (refused) return refused;
      switch (m.type) {
        case 'strategy':
          return chooseForce(c);
        case 'helicopter':
          return flyDefendants(c);
        case 'run':
          return run(c);
        case 'move': {
          const from = c.s.units.find((u) => u.id === m.unit)?.at ?? '';
          const why = move(c, m.unit, m.to);
          if (!why) recordWalk(c.s, m.unit, from, m.to);
          return why;
        }
        case 'leave':
          return leave(c, m.unit);
        case 'metro':
          return rideMetro(c, m.unit, m.to);
        case 'enter':
          return enterMap(c, m.unit, m.at);
        case 'barricade':
          return raiseBarricade(c, m.unit, m.at);
        case 'unbarricade':
          return removeBarricade(c, m.unit, m.at);
        case 'mobile':
          return isRallyPiece(m.piece) ? moveRally(c, m.piece, m.to) : moveMobile(c, m.piece, m.to);
        case 'activate':
          return activate(c, m.unit, m.faces);
        case 'throw': {
          const why = throwAt(c, m.unit, m.at, m.faces, m.with);
          if (why) return why;
          afterThrow(c);
          return null;
        }
        case 'jam': {
          const why = tryJam(c, m.at, snap(c.s));
          if (why) return why;
          afterThrow(c);
          return null;
        }
        case 'stop':
          if (!c.s.moving) return 'corteo.error.nothingMoving';
          finishMoving(c.s);
          return null;
        default: {
          // Antirepressivo: Destra's "done" hands the phase to Sinistra.
          const passed = passToSinistra(c);
          return passed === undefined ? endMovement(c) : passed;
        }
      }
    },
  },
  heads: {
    kind: 'corteo.step.heads',
    seat: headSeat,
    accepts: ['heads'],
    moves: headMoves,
    apply: (c, _seat, m) => (m.type === 'heads' ? declareHeads(c, m.units) : 'corteo.error.badHeads'),
  },
  combat: {
    kind: (s) => `corteo.step.combat.${s.side}`,
    seat: (s) => (s.side === 'corteo' && s.scen?.blocs ? blocSeat(s, combatBloc(s, combatMoves(s))) : sideSeat(s)),
    accepts: ['combat'],
    moves: (s) => (s.side === 'corteo' ? corteoCombats(s) : combatMoves(s)),
    apply: (c, _seat, m) => {
      if (m.type !== 'combat') return 'corteo.error.badCombat';
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
  advance: {
    kind: 'corteo.step.advance',
    seat: (s) => seatOf(s, s.advance?.side ?? s.side),
    accepts: ['advance', 'done'],
    moves: (s) => {
      const moves = blocMoves(s, advanceMoves(s));
      // The second unit of a stack that began to advance follows, if it can (9).
      return s.advance?.must && moves.length ? moves : [...moves, { type: 'done' }];
    },
    apply: (c, _seat, m) => {
      if (m.type === 'advance') {
        const why = blocRefuses(c.s, m) ?? advance(c, m.unit, m.to);
        if (why) return why;
      } else if (c.s.advance?.must && advanceMoves(c.s).length) return 'corteo.error.mustAdvance';
      else c.s.advance = null;
      afterCombat(c);
      return null;
    },
  },
  special: {
    kind: (s) => `corteo.step.special.${s.rolls?.[0]?.kind ?? 'roll'}`,
    seat: (s) => seatOf(s, s.rolls?.[0]?.side ?? s.side),
    accepts: ['place', 'roll'],
    moves: specialMoves,
    apply: (c, _seat, m) => applySpecial(c, m),
  },
  retreat: {
    kind: (s) => `corteo.step.retreat.${s.pending[0]?.kind ?? 'retreat'}`,
    seat: (s) => seatOf(s, s.pending[0]?.chooser ?? s.side, s.pending[0]?.chooser === 'corteo' ? s.pending[0].unit : undefined),
    accepts: ['retreat'],
    moves: (s) => (s.pending[0] ? pendingOptions(s, s.pending[0]).map((to) => ({ type: 'retreat', unit: s.pending[0].unit, to })) : []),
    apply: (c, _seat, m) => {
      if (m.type !== 'retreat') return 'corteo.error.badRetreat';
      const throwing = c.s.pending[0]?.kind === 'throw';
      const why = resolvePending(c, m.unit, m.to);
      if (why) return why;
      if (throwing) afterThrow(c);
      else afterCombat(c);
      return null;
    },
  },
  // Antifascista: more hands by agreement, at the end of hand 8 (rules/antifascista.ts). Public.
  prolong: {
    kind: (s) => (s.scen?.prolong?.hands ? `corteo.step.prolongAnswer.${s.side}` : `corteo.step.prolong.${s.side}`),
    seat: (s) => SIDE_SEAT[s.scen?.prolong?.side ?? s.side],
    accepts: ['prolong', 'agree', 'done'],
    moves: prolongMoves,
    apply: (c, _seat, m) => {
      const why = decideProlong(c, m);
      if (why) return why;
      if (c.s.scen?.prolong?.closed) nextHand(c);
      return null;
    },
  },
  // Antirepressivo: the verdict's dice at the end, one per defendant, rolled by Destra.
  verdict: {
    kind: 'corteo.step.verdict',
    seat: (s) => blocSeat(s, 'destra'),
    accepts: ['roll'],
    moves: verdictMoves,
    apply: (c, _seat, m) => {
      if (m.type !== 'roll') return 'corteo.error.noRoll';
      const done = rollVerdict(c, m.faces);
      if (typeof done === 'string') return done;
      if (done) closeGame(c);
      return null;
    },
  },
};

// Antifascista: after every move that can bring a corteo unit onto a rally piece's hex (moving,
// advancing, retreating), the piece goes to a clinic (rules/antifascista.ts).
for (const name of ['move', 'advance', 'retreat'] as const) {
  const step = CORTEO_STEPS[name];
  const apply = step.apply;
  step.apply = (c, seat, m) => {
    const why = apply(c, seat, m);
    if (!why) {
      huntRally(c);
      // Antirepressivo: a corteo unit on the Tribunale's hexes frees the defendants (strategy b).
      stormCourt(c);
    }
    return why;
  };
}
