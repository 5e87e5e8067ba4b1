// Corteo's content with its provenance, for the rules, the Fonti screen and `npm run sources`.
import { validateContent, type GameContent } from '../../../engine/content.ts';
import { text } from './source.ts';
import { CORTEO_UNITS, MARKERS, POTERE_UNITS, SPECIAL_UNITS, UNIT_TYPES } from './pieces.ts';
import { COMBAT_TABLE, THROW_TABLE } from './tables.ts';
import { SCHEDULES, VICTORY_LEVELS } from './schedule.ts';
import { RULINGS } from './rulings.ts';
import { SPECIAL_NOTES, SPECIAL_RULINGS, WIND_DIRECTIONS, WIND_TABLE } from './special.ts';
import { CITY, CITY_RULINGS, cityFamilies } from './city/index.ts';
import { SCENARIO_RULINGS, SCENARIOS } from './scenarios/index.ts';
import { ANTIREPRESSIVO } from './scenarios/antirepressivo.ts';

export * from './types.ts';
export * from './pieces.ts';
export * from './tables.ts';
export * from './schedule.ts';
export { RULINGS } from './rulings.ts';
export * from './special.ts';

export const corteoContent: GameContent = validateContent({
  gameId: 'corteo',
  families: [
    { id: 'unit-types', name: text('Tipi di unità', 'Unit types'), records: Object.values(UNIT_TYPES) },
    { id: 'corteo-units', name: text('Unità del corteo', 'The corteo\u2019s units'), records: CORTEO_UNITS },
    { id: 'potere-units', name: text('Unità del potere', 'The potere\u2019s units'), records: POTERE_UNITS },
    { id: 'special-units', name: text('Unità delle regole speciali e degli scenari', 'Units of the special rules and scenarios'), records: SPECIAL_UNITS },
    { id: 'markers', name: text('Segnalini', 'Markers'), records: Object.entries(MARKERS).map(([id, m]) => ({ id, ...m })) },
    { id: 'tables', name: text('Tabelle dei dadi', 'Dice tables'), records: [COMBAT_TABLE, THROW_TABLE] },
    { id: 'special-rules', name: text('Regole speciali', 'Special rules'), records: [...SPECIAL_NOTES, WIND_TABLE, WIND_DIRECTIONS] },
    { id: 'schedules', name: text('Ordini di servizio', 'Reinforcement schedules'), records: [...SCHEDULES.base, ...SCHEDULES.advanced] },
    { id: 'victory', name: text('Livelli di vittoria', 'Victory levels'), records: [...VICTORY_LEVELS.base, ...VICTORY_LEVELS.advanced] },
    { id: 'scenarios', name: text('Scenari', 'Scenarios'), records: [...SCENARIOS, ANTIREPRESSIVO] },
    ...cityFamilies(CITY),
  ],
  rulings: [...RULINGS, ...SPECIAL_RULINGS, ...CITY_RULINGS, ...SCENARIO_RULINGS],
});
