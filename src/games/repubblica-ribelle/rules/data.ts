// Indices precomputed from the content, shared by the rules and the views.
import {
  ACTION_CARDS,
  BOARDS,
  CAPITAL,
  LEADERS,
  LOCALITIES,
  MISSIONS,
  RESOURCES,
  RESOURCE_IDS,
  TERRITORIES,
  type ResourceId,
} from '../content.ts';
import type { CardView, LeaderView, MissionView } from './types.ts';

export const LOC_ID: readonly string[] = LOCALITIES.map((l) => l.id);
const LOC_INDEX = new Map(LOC_ID.map((id, i) => [id, i]));
const TERR_INDEX = new Map(TERRITORIES.map((t, i) => [t.id, i]));

/** Territory index of each locality. */
export const LOC_TERR: readonly number[] = LOCALITIES.map((l) => {
  const t = TERR_INDEX.get(l.territory);
  if (t === undefined) throw new Error(`locality ${l.id}: unknown territory ${l.territory}`);
  return t;
});

/** Localities of each territory, major first. */
export const TERR_LOCS: readonly number[][] = TERRITORIES.map((_, t) => {
  const ls: number[] = [];
  LOC_TERR.forEach((lt, i) => {
    if (lt === t) ls.push(i);
  });
  ls.sort((a, b) => Number(LOCALITIES[b].major) - Number(LOCALITIES[a].major));
  return ls;
});

export function locIndex(id: unknown): number {
  if (typeof id !== 'string') return -1;
  const i = LOC_INDEX.get(id);
  return i === undefined ? -1 : i;
}

export const CAPITAL_LOC = locIndex(CAPITAL);

/** Resource index (into RESOURCE_IDS) -> its locality, and which phase shows it. */
export const RES_LOC: readonly number[] = RESOURCE_IDS.map((r) => locIndex(RESOURCES.find((x) => x.id === r)?.locality));
export const RES_PHASE: readonly number[] = RESOURCE_IDS.map((r) => RESOURCES.find((x) => x.id === r)?.phase ?? 0);
export const RES_INDEX = new Map<string, number>(RESOURCE_IDS.map((r, i) => [r, i]));

export function resourcesOf(phase: number): { id: ResourceId; locality: string }[] {
  const out: { id: ResourceId; locality: string }[] = [];
  RESOURCE_IDS.forEach((r, i) => {
    if (RES_PHASE[i] === phase) out.push({ id: r, locality: LOC_ID[RES_LOC[i]] });
  });
  return out;
}

export const CARD_COUNT = ACTION_CARDS.length;
const CARD_INDEX = new Map(ACTION_CARDS.map((c, i) => [c.id, i]));
export function cardIndex(id: unknown): number {
  if (typeof id !== 'string') return -1;
  const i = CARD_INDEX.get(id);
  return i === undefined ? -1 : i;
}

/** Value of a card for a mission kind (0 military, 1 political, 2 social). */
export const CARD_VALUE: readonly (readonly number[])[] = ACTION_CARDS.map((c) => [c.military, c.political, c.social]);

const CARD_VIEWS: readonly CardView[] = ACTION_CARDS.map((c) => ({
  id: c.id,
  theme: c.theme,
  military: c.military,
  political: c.political,
  social: c.social,
  activation: c.activation,
  effect: c.effect,
  gears: [c.gears[0], c.gears[1], c.gears[2]],
}));
export function cardView(i: number): CardView {
  const c = CARD_VIEWS[i];
  return { ...c, gears: [c.gears[0], c.gears[1], c.gears[2]] };
}

export const BOARD_INDEX = new Map(BOARDS.map((b, i) => [b.id as string, i]));

/** Leader index (into LEADERS) of a board for a phase. */
export function leaderIndex(board: number, phase: number): number {
  const id = BOARDS[board].id;
  return LEADERS.findIndex((l) => l.board === id && l.phase === phase);
}
export function leaderView(i: number): LeaderView {
  const l = LEADERS[i];
  return { id: l.id, board: l.board, phase: l.phase, military: l.military, political: l.political, social: l.social };
}
export function leaderValue(i: number, kind: number): number {
  const l = LEADERS[i];
  return kind === 0 ? l.military : kind === 1 ? l.political : l.social;
}

export const KIND_INDEX = { military: 0, political: 1, social: 2 } as const;
export const PILE_KINDS = ['military', 'political', 'social'] as const;

export function missionKindIndex(m: number): number {
  return KIND_INDEX[MISSIONS[m].kind];
}
export function missionTerritory(m: number): number {
  return LOC_TERR[locIndex(MISSIONS[m].locality)];
}
export function missionView(m: number): MissionView {
  const c = MISSIONS[m];
  return {
    code: c.code,
    kind: c.kind,
    phase: c.phase,
    legend: c.legend,
    locality: c.locality,
    territory: TERRITORIES[missionTerritory(m)].id,
    difficulty: c.difficulty,
    thresholds: c.thresholds ? [c.thresholds[0], c.thresholds[1]] : null,
  };
}
