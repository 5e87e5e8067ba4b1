// The counters: the corteo's units by type and political component, the potere's fifty units,
// and the markers (running, barricades, objective covers), plus the pieces the special rules and
// the scenarios bring in (issue 16), kept here as data only.
import type { Text } from '../../../engine/content.ts';
import { rb, rc, text } from './source.ts';
import type { Component, UnitKind, UnitRecord, UnitType } from './types.ts';

export const UNIT_TYPES: Readonly<Record<UnitKind, UnitType>> = {
  gruppo: { kind: 'gruppo', side: 'corteo', speed: 4, power: 1, name: text('gruppo', 'group'), provenance: rb('C 1a') },
  cordone: { kind: 'cordone', side: 'corteo', speed: 4, power: 2, name: text('cordone', 'cordon'), provenance: rb('C 1a') },
  spezzone: { kind: 'spezzone', side: 'corteo', speed: 6, power: 4, name: text('spezzone', 'block'), provenance: rb('C 1a') },
  blindati: { kind: 'blindati', side: 'potere', speed: 8, power: 4, name: text('blindati', 'armoured vans'), provenance: rb('C 1b') },
  celere: { kind: 'celere', side: 'potere', speed: 4, power: 4, name: text('celere', 'riot police'), provenance: rb('C 1b') },
  lacrimogeni: { kind: 'lacrimogeni', side: 'potere', speed: 4, power: 6, name: text('lacrimogeni', 'tear-gas vans'), provenance: rb('C 1b') },
  carabinieri: { kind: 'carabinieri', side: 'potere', speed: 6, power: 4, name: text('carabinieri', 'carabinieri'), provenance: rb('C 1b') },
  piantoni: { kind: 'piantoni', side: 'potere', speed: 2, power: 2, name: text('piantoni', 'guards'), provenance: rb('C 1b') },
  vigili: { kind: 'vigili', side: 'potere', speed: 2, power: 2, name: text('vigili', 'traffic police'), provenance: rb('C 1b') },
  finanza: { kind: 'finanza', side: 'potere', speed: 2, power: 2, name: text('finanza', 'finance police'), provenance: rb('C 13d') },
};

export const COMPONENTS: readonly Component[] = ['MOV', 'AUTOP', 'LC', 'DP', 'RAD', 'FEM', 'ML', 'ANA', 'GRU', 'ZOM'];

export const COMPONENT_NAMES: Readonly<Record<Component, Text>> = {
  MOV: text('Movimento', 'Movement'),
  AUTOP: text('Autonomia Operaia Organizzata', 'Organised Workers\u2019 Autonomy'),
  LC: text('Lotta Continua', 'Lotta Continua'),
  DP: text('Democrazia Proletaria', 'Proletarian Democracy'),
  RAD: text('Radicali', 'Radicals'),
  FEM: text('Femministe', 'Feminists'),
  ML: text('Marxisti-leninisti', 'Marxist-Leninists'),
  ANA: text('Anarchici', 'Anarchists'),
  GRU: text('Gruppetti', 'Small groups'),
  ZOM: text('Zombies', 'Zombies'),
};

const SPLIT = rc(
  'Il regolamento dà i tipi di unità e le componenti ma non dice quante unità di ogni tipo ha ciascuna componente: la ripartizione è nostra, seguendo i ritratti della sezione 1a (AUTOP veloce ed efficiente, ML lenti e pesanti, radicali quasi sempre pacifici, il Movimento il più numeroso).',
  'The rulebook gives the unit types and the components but not how many units of each type each component has: the split is ours, after the portraits of section 1a (AUTOP fast and efficient, ML slow and heavy, Radicals mostly peaceful, the Movement the largest).',
);

/** Type (speed-power) and component of each corteo counter of the base line-up, in box order. */
const CORTEO_SPLIT: readonly [speed: number, power: number, components: readonly Component[]][] = [
  [6, 6, ['AUTOP', 'AUTOP', 'MOV', 'LC', 'ANA']],
  [6, 4, ['MOV', 'MOV', 'AUTOP', 'LC', 'DP', 'ANA', 'ML']],
  [4, 4, ['MOV', 'ML', 'ML', 'LC', 'DP']],
  [4, 2, ['MOV', 'MOV', 'FEM', 'FEM', 'DP', 'LC', 'ML', 'RAD']],
  [4, 1, ['RAD', 'RAD', 'ZOM', 'ZOM', 'GRU', 'GRU', 'FEM', 'MOV']],
];

function kindOf(speed: number, power: number): UnitKind {
  if (speed === 6) return 'spezzone';
  return power === 1 ? 'gruppo' : 'cordone';
}

/** The 33 counters of the corteo, ids like "c-AUTOP-66-1". */
export const CORTEO_UNITS: readonly UnitRecord[] = CORTEO_SPLIT.flatMap(([speed, power, comps]) => {
  const seen = new Map<Component, number>();
  return comps.map((component): UnitRecord => {
    const n = (seen.get(component) ?? 0) + 1;
    seen.set(component, n);
    return { id: `c-${component}-${speed}${power}-${n}`, side: 'corteo', kind: kindOf(speed, power), speed, power, component, provenance: SPLIT };
  });
});

/** The potere's fifty units (section 1b), ids like "p-celere-3". */
export const POTERE_COUNTS: Readonly<Partial<Record<UnitKind, number>>> = {
  blindati: 5,
  celere: 10,
  lacrimogeni: 10,
  carabinieri: 10,
  piantoni: 10,
  vigili: 5,
};

export const POTERE_UNITS: readonly UnitRecord[] = Object.entries(POTERE_COUNTS).flatMap(([kind, count]) =>
  Array.from({ length: count ?? 0 }, (_, i): UnitRecord => {
    const t = UNIT_TYPES[kind as UnitKind];
    return { id: `p-${kind}-${i + 1}`, side: 'potere', kind: t.kind, speed: t.speed, power: t.power, provenance: rb('B 2, C 1b') };
  }),
);

/** Pieces of the special rules and scenarios (issue 16): here as data only. */
export const SPECIAL_UNITS: readonly UnitRecord[] = [
  // 13d: the delegations of the national corteo, MOV 3 of 4-2 and 1 of 4-4.
  ...[1, 2, 3].map((n): UnitRecord => ({ id: `c-MOV-42-n${n}`, side: 'corteo', kind: 'cordone', speed: 4, power: 2, component: 'MOV', special: 'national', provenance: rb('C 13d') })),
  { id: 'c-MOV-44-n1', side: 'corteo', kind: 'cordone', speed: 4, power: 4, component: 'MOV', special: 'national', provenance: rb('C 13d') },
  // 13d: five finanza units 2-2.
  ...[1, 2, 3, 4, 5].map((n): UnitRecord => ({ id: `p-finanza-${n}`, side: 'potere', kind: 'finanza', speed: 2, power: 2, special: 'finanza', provenance: rb('C 13d') })),
  // Scenario Sociale: seven more Movement units marked with an asterisk, 32 power in all.
  ...[
    [6, 6],
    [6, 6],
    [6, 6],
    [6, 6],
    [4, 4],
    [4, 2],
    [4, 2],
  ].map(([speed, power], i): UnitRecord => ({
    id: `c-MOV-${speed}${power}-a${i + 1}`, side: 'corteo', kind: kindOf(speed, power), speed, power, component: 'MOV', special: 'asterisk',
    provenance: rc(
      'Lo scenario Sociale dà 7 unità del Movimento con asterisco per 32 punti e chiede 16 spezzoni al via: con i 12 della scatola ne servono 4, quindi 4 spezzoni 6-6 e, per gli 8 punti restanti, un 4-4 e due 4-2.',
      'The Sociale scenario gives 7 Movement units with an asterisk for 32 points and starts 16 blocks: the box has 12, so 4 more are 6-6 blocks and the remaining 8 points are one 4-4 and two 4-2.',
    ),
  })),
  // Scenario Antifascista: the POC's five dissidents, inert in the case popolari until activated.
  ...[1, 2, 3, 4, 5].map((n): UnitRecord => ({
    id: `c-POC-42-d${n}`, side: 'corteo', kind: 'cordone', speed: 4, power: 2, special: 'dissident',
    provenance: rc(
      'Lo scenario Antifascista non dà la forza delle 5 unità dissidenti del POC: cinque cordoni 4-2, un partito di massa che si muove compatto ma non è addestrato allo scontro.',
      'The Antifascista scenario does not give the strength of the POC\u2019s 5 dissident units: five cordons 4-2, a mass party that marches in order but is not trained for clashes.',
    ),
  })),
  // Scenario Antirepressivo: the three defendants on trial at the Tribunale.
  ...([['AUTOP', 6, 4], ['MOV', 4, 4], ['RAD', 4, 2]] as const).map(([component, speed, power]): UnitRecord => ({
    id: `c-${component}-${speed}${power}-i1`, side: 'corteo', kind: kindOf(speed, power), speed, power, component, special: 'defendant',
    provenance: rc(
      'Lo scenario Antirepressivo non dice chi sono le 3 unità sotto processo: uno spezzone 6-4 di AUTOP, un cordone 4-4 del Movimento e un cordone 4-2 dei radicali, 10 punti in tutto.',
      'The Antirepressivo scenario does not say which 3 units are on trial: an AUTOP 6-4 block, a Movement 4-4 cordon and a Radicals 4-2 cordon, 10 points in all.',
    ),
  })),
];

/** The markers and how many the box holds. */
export const MARKERS = {
  runs: { count: 5, provenance: rb('B 5, C 5c') },
  barricades: { count: 10, provenance: rb('B 6, C 5d') },
  covers: { count: 60, provenance: rb('C 12a') },
  /** Issue 16: tear-gas smoke, traffic jams, the presidential motorcade. */
  smoke: { count: 10, provenance: rc('Il regolamento non dice quanti pezzi fumo ha la fustella: ne basta uno per lacrimogeno.', 'The rulebook does not say how many smoke pieces there are: one per tear-gas van is enough.') },
  jams: { count: 10, provenance: rc('Il regolamento non dice quanti pezzi ingorgo ha la fustella: usiamo lo stesso numero delle barricate.', 'The rulebook does not say how many jam pieces there are: we use as many as the barricades.') },
  motorcade: { count: 5, provenance: rb('D Scenario Internazionalista') },
  rally: { count: 10, provenance: rb('D Scenario antifascista') },
} as const;

export const ALL_UNITS: readonly UnitRecord[] = [...CORTEO_UNITS, ...POTERE_UNITS];

const BY_ID = new Map([...ALL_UNITS, ...SPECIAL_UNITS].map((u) => [u.id, u]));

/** A counter by id; throws on an unknown id (ids come from content, never from players). */
export function unitRecord(id: string): UnitRecord {
  const u = BY_ID.get(id);
  if (!u) throw new Error(`unknown Corteo unit ${id}`);
  return u;
}

export const totalPower = (units: readonly UnitRecord[]): number => units.reduce((n, u) => n + u.power, 0);
