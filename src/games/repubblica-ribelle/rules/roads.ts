// The road network on the engine's graph: territories joined by the roads of content/map.ts (a
// road between two localities of the same territory joins nothing). A move takes a piece into
// one neighbouring territory, so every territory entered is a stop; a road costs 1 movement
// point, and the Strada delle Radici costs 0 on the first step of a Manovre turn. The rules'
// legal moves and move check and the map's reach highlighting (ui/reach.ts) all ask
// `moveTargets`, so they can never disagree; the bot measures distances on the same graph.
import { buildGraph, reachable, type Graph, type GraphEdge } from '../../../engine/graph.ts';
import { ROADS, TERRITORIES } from '../content.ts';
import { LOC_TERR, TERR_LOCS, locIndex } from './data.ts';

export interface RoadData {
  /** The road is a stretch of the Strada delle Radici. */
  radici: boolean;
}

/** Territories as nodes, one edge per road between two territories (parallel roads kept). */
export const ROAD_GRAPH: Graph<RoadData> = buildGraph(
  TERRITORIES.length,
  ROADS.flatMap((r) => {
    const a = locIndex(r.a);
    const b = locIndex(r.b);
    if (a < 0 || b < 0) throw new Error(`road ${r.id}: unknown locality`);
    return LOC_TERR[a] === LOC_TERR[b] ? [] : [{ a: LOC_TERR[a], b: LOC_TERR[b], data: { radici: r.kind === 'radici' } }];
  }),
);

/** Each territory's neighbours by road, once each, in road order (the order moves are listed in). */
const NEIGHBOURS: readonly (readonly number[])[] = ROAD_GRAPH.nbr.map((nb) => [...new Set(nb)]);

const oneEach = (): number => 1;
const radiciFree = (edge: GraphEdge<RoadData>): number => (edge.data?.radici ? 0 : 1);

export interface MoveTarget {
  /** Territory index entered. */
  readonly territory: number;
  /** 0 for the free Radici step, else 1. */
  readonly cost: number;
}

/**
 * One move from each territory: the neighbours a piece may enter and their costs, from the
 * graph's `reachable` with every territory but the start a stop (so one step at most), with and
 * without the free Radici step. Built once: the map never changes.
 */
function oneMove(freeRadici: boolean): readonly (readonly MoveTarget[])[] {
  return TERRITORIES.map((_, home) => {
    const reach = reachable(ROAD_GRAPH, home, Infinity, { cost: freeRadici ? radiciFree : oneEach, stop: (t) => t !== home });
    return NEIGHBOURS[home].filter((t) => reach.cost[t] >= 0).map((t) => ({ territory: t, cost: reach.cost[t] }));
  });
}
const ONE_MOVE = { paid: oneMove(false), freeRadici: oneMove(true) };

/**
 * Territories a piece on locality `from` may enter in one move spending at most `mp` points
 * (`freeRadici`: the first Radici step of a Manovre turn is still free).
 */
export function moveTargets(from: number, mp: number, freeRadici: boolean): readonly MoveTarget[] {
  const all = (freeRadici ? ONE_MOVE.freeRadici : ONE_MOVE.paid)[LOC_TERR[from]];
  return all.every((x) => x.cost <= mp) ? all : all.filter((x) => x.cost <= mp);
}

/** Cost of moving from locality `from` to `to` (a locality of a neighbouring territory), or -1. */
export function moveCost(from: number, to: number, freeRadici: boolean): number {
  const target = moveTargets(from, Infinity, freeRadici).find((x) => x.territory === LOC_TERR[to]);
  return target ? target.cost : -1;
}

/** Localities of a territory, major first (a piece stops on any of them). */
export function localitiesOf(territory: number): readonly number[] {
  return TERR_LOCS[territory];
}
