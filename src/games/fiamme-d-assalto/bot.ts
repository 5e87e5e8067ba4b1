// Fiamme d'assalto bots (random play is the engine's randomMove). `sensibleMove` is a plain careful player, deciding from
// the table view only (nothing is secret in this game, but the view is what a player sees), used
// to tune the reconstructed cards and tokens so that missions are tense and winnable.
import type { Rng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import type { Attribute } from './content.ts';
import { fiammeRules, type FiammeMove, type FiammeState, type FiammeView, type UnitView } from './rules.ts';

function health(u: UnitView): number {
  return 3 - u.wounds;
}

/** How good `u` is for the card in play: the attribute tested (if any), its melee, its health. */
function fitness(v: FiammeView, u: UnitView): number {
  const card = v.phase === 'tdn' ? v.tdn.current : v.trench.current;
  let score = health(u) * 3;
  const test = card?.test ?? null;
  if (test) score += (u.attrs[test.attr] - (u.penalty ? 1 : 0)) * 2;
  if (v.phase === 'trench') score += u.attrs.combattimento * 2 + Math.min(u.grenades, 1);
  if (u.kind === 'pm') score -= 3;
  return score;
}

function best(v: FiammeView, candidates: UnitView[]): UnitView | null {
  let out: UnitView | null = null;
  for (const u of candidates) if (!out || fitness(v, u) > fitness(v, out)) out = u;
  return out;
}

function has(moves: readonly FiammeMove[], type: FiammeMove['type']): FiammeMove | undefined {
  return moves.find((m) => m.type === type);
}

/** The unit a random selection would most likely give: the weakest one drawn at random matters. */
function worthChoosing(v: FiammeView, seat: Seat): UnitView | null {
  const pool = v.units.filter((u) => u.status === 'ready' && (v.mode === 'solo' || u.owner === seat));
  if (pool.length < 2) return null;
  const top = best(v, pool)!;
  const avg = pool.reduce((a, u) => a + fitness(v, u), 0) / pool.length;
  return fitness(v, top) - avg >= 3 ? top : null;
}

function spendMove(v: FiammeView, seat: Seat, moves: readonly FiammeMove[]): FiammeMove {
  const points = v.commandPoints[seat] + (v.phase === 'trench' ? v.tokens[seat] : 0);
  const card = v.phase === 'tdn' ? v.tdn.current : v.trench.current;
  // The PM costs nothing to use: always use it before the enemy shows up.
  const pm = has(moves, 'usePM');
  if (pm) return pm;
  if (v.phase === 'trench') {
    const bomb = has(moves, 'bomb');
    const active = v.active !== null ? v.units[v.active] : null;
    if (bomb && (!active || active.grenades > 0)) return bomb;
  }
  const choice = v.active === null ? worthChoosing(v, seat) : null;
  if (choice) {
    const m = moves.find((x) => x.type === 'choose' && x.unit === choice.index);
    if (m) return m;
  }
  const mod = has(moves, 'modifier');
  if (mod && card?.test) return mod;
  if (v.active !== null && v.phase === 'trench' && v.units[v.active].grenades === 0) {
    const pass = moves.find((x) => x.type === 'pass' && x.to === v.active);
    if (pass) return pass;
  }
  const flip = has(moves, 'pmFlip');
  if (flip && points >= 2 && v.ardimento >= 2) return flip;
  const ard = moves.find((x) => x.type === 'ardimento' && !x.partner) ?? moves.find((x) => x.type === 'ardimento');
  if (ard) return ard;
  const fuoco = has(moves, 'fuoco');
  if (fuoco) return fuoco;
  return { type: 'done' };
}

function rerollMove(v: FiammeView, moves: readonly FiammeMove[]): FiammeMove {
  const roll = v.lastRoll!;
  const wanted: Record<string, boolean> = {
    test: true,
    sniper: true,
    fire: true,
    melee: true,
    enemies: v.ardimento >= 3,
    command: false,
    select: false,
    grenade: v.ardimento >= 4,
    pm: false,
    fuoco: false,
    granate: false,
  };
  if (wanted[roll.purpose]) {
    const m = moves.find((x) => x.type === 'reroll');
    if (m) return m;
  }
  return { type: 'accept' };
}

const IMPROVE: readonly Attribute[] = ['combattimento', 'coraggio', 'agilita', 'riflessi'];

/** The careful player on a state: the seat's view and legal moves; null with nothing to decide. */
export function sensibleMove(state: FiammeState, seat: Seat, rng?: Rng): FiammeMove | null {
  const moves = fiammeRules.legalMoves(state, seat);
  if (moves.length === 0) return null;
  return sensibleChoice(fiammeRules.view(state, seat), moves, rng);
}

/** A careful player: see the file header. `seat` is the one deciding now; `moves` not empty. */
export function sensibleChoice(v: FiammeView, moves: readonly FiammeMove[], _rng?: Rng): FiammeMove {
  const seat = v.decision?.seat ?? 0;
  switch (v.step) {
    case 'spend':
      return spendMove(v, seat, moves);
    case 'reroll':
      return rerollMove(v, moves);
    case 'volunteer': {
      const options = moves.filter((m) => m.type === 'volunteer') as { type: 'volunteer'; seat: Seat }[];
      let pick = options[0];
      let score = -1;
      for (const o of options) {
        const own = v.units.filter((u) => u.owner === o.seat && u.status === 'ready');
        const sc = own.reduce((a, u) => a + fitness(v, u), 0) / own.length;
        if (sc > score) {
          score = sc;
          pick = o;
        }
      }
      return pick;
    }
    case 'pick': {
      const cands = moves.map((m) => v.units[(m as { unit: number }).unit]);
      const b = best(v, cands)!;
      return { type: 'pick', unit: b.index };
    }
    case 'veteran': {
      const unit = v.veteranPending[0];
      const u = v.units[unit];
      const attribute = IMPROVE.find((a) => u.attrs[a] < 5) ?? 'combattimento';
      return { type: 'improve', unit, attribute };
    }
    case 'granate':
      return moves[0];
    default:
      // Roll steps: use the PM before the enemy roll when it is ready, otherwise roll.
      return moves.find((m) => m.type === 'usePM') ?? moves[0];
  }
}
