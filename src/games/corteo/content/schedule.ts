// Line-ups and the potere's reinforcement schedule ("ordine di servizio") of each game, and the
// victory levels. The base game's schedule names the units; the advanced game's gives power
// points the potere spends as it likes among the units still off the map.
import { rb, rc } from './source.ts';
import type { Mode, Reinforcement, UnitKind, VictoryLevel } from './types.ts';

/** What the potere places before the first hand (B 5, C 3a): the rest stays off the map. */
export const POTERE_START: readonly { kind: UnitKind; count: number; where: 'objective' | 'nearVigili' | 'barracks' }[] = [
  { kind: 'piantoni', count: 10, where: 'objective' },
  { kind: 'vigili', count: 5, where: 'nearVigili' },
  { kind: 'celere', count: 10, where: 'barracks' },
  { kind: 'carabinieri', count: 5, where: 'barracks' },
];

/** Vigili start within this many hexes of a metro, barracks or objective hex (B 5). */
export const VIGILI_DISTANCE = 7;

export const SCHEDULES: Readonly<Record<Mode, readonly Reinforcement[]>> = {
  base: [
    { hand: 2, units: [{ kind: 'blindati', count: 5 }], provenance: rb('B 5, seconda mano') },
    { hand: 3, units: [{ kind: 'lacrimogeni', count: 3 }, { kind: 'carabinieri', count: 3 }], provenance: rb('B 5, 3a mano') },
    { hand: 4, units: [{ kind: 'lacrimogeni', count: 2 }, { kind: 'carabinieri', count: 2 }], provenance: rb('B 5, 4a mano') },
    { hand: 5, units: [{ kind: 'lacrimogeni', count: 5 }], provenance: rb('B 5, 5a mano') },
  ],
  advanced: [
    { hand: 2, power: 20, provenance: rb('Schema del gioco avanzato') },
    { hand: 3, power: 30, provenance: rb('Schema del gioco avanzato') },
    { hand: 4, power: 20, provenance: rb('Schema del gioco avanzato') },
    { hand: 5, power: 30, provenance: rb('Schema del gioco avanzato') },
  ],
};

export const HANDS = 10;
export const RUNS = 5;
export const BARRICADES = 10;

/** Victory levels by final score (corteo's objectives minus the potere's arrests), highest first. */
export const VICTORY_LEVELS: Readonly<Record<Mode, readonly VictoryLevel[]>> = {
  base: [
    { min: 70, key: 'corteo.victory.corteoCrushing', winner: 'corteo', provenance: rb('B 15') },
    { min: 50, key: 'corteo.victory.corteoNarrow', winner: 'corteo', provenance: rb('B 15') },
    { min: 20, key: 'corteo.victory.draw', winner: null, provenance: rb('B 15') },
    { min: 0, key: 'corteo.victory.potereNarrow', winner: 'potere', provenance: rb('B 15') },
    { min: null, key: 'corteo.victory.potereCrushing', winner: 'potere', provenance: rb('B 15') },
  ],
  advanced: [
    { min: 70, key: 'corteo.victory.corteoCrushing', winner: 'corteo', provenance: rb('C 14a, Tabella livelli di vittoria') },
    { min: 50, key: 'corteo.victory.corteoNarrow', winner: 'corteo', provenance: rb('C 14a, Tabella livelli di vittoria') },
    { min: 20, key: 'corteo.victory.draw', winner: null, provenance: rb('C 14a, Tabella livelli di vittoria') },
    { min: 0, key: 'corteo.victory.potereNarrow', winner: 'potere', provenance: rb('C 14a, Tabella livelli di vittoria') },
    { min: -20, key: 'corteo.victory.potereCrushing', winner: 'potere', provenance: rb('C 14a, Tabella livelli di vittoria') },
    {
      min: null, key: 'corteo.victory.corteoRout', winner: 'potere',
      provenance: rc('«Oltre 20 sottozero»: da -21 in giù (il commento di 14a mette -20 nella fascia da -20 a -10).', '"Over 20 below zero": from -21 down (the commentary of 14a puts -20 in the -20 to -10 band).'),
    },
  ],
};

export function victoryLevel(mode: Mode, score: number): VictoryLevel {
  const levels = VICTORY_LEVELS[mode];
  return levels.find((l) => l.min === null || score >= l.min) ?? levels[levels.length - 1];
}
