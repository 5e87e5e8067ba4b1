import type { AppPlayers } from '../../engine/players.ts';
import { determinizeView } from './determinize.ts';
import type { RubicoMove, RubicoView } from './rules.ts';
const players: AppPlayers<RubicoView, RubicoMove> = {
  levels: ['easy'],
  choose: (_l, obs) => obs.moves[0],
  determinize: (view, seat, rng) => determinizeView(view, seat, rng),
};
export default players;
