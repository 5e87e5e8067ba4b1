// FabRisiko!'s content with its provenance, for the rules, the Fonti screen and `npm run sources`.
import { validateContent, type GameContent } from '../../../engine/content.ts';
import { text } from './source.ts';
import { BORDERS, TERRITORIES } from './map.ts';
import { CAPTURE_TABLE, COMBAT, PIECES } from './pieces.ts';
import { BIO_TABLE, CARDS, REPERTI_TABLE } from './cards.ts';
import { CARNEVALE, COLLE_AMENO_BONUS, DOMINIO, FABRIANO_VICINA, FACTIONS, START_RESOURCES } from './factions.ts';
import { SCORE_TABLE, TIE_BREAK, TOURNAMENT_MINUTES, VICTORY_TERRITORIES } from './scoring.ts';
import { RULINGS } from './rulings.ts';

export * from './map.ts';
export * from './pieces.ts';
export * from './cards.ts';
export * from './factions.ts';
export * from './scoring.ts';
export { RULINGS } from './rulings.ts';

export const fabrisikoContent: GameContent = validateContent({
  gameId: 'fabrisiko',
  families: [
    { id: 'territories', name: text('Territori', 'Territories'), records: TERRITORIES },
    { id: 'borders', name: text('Confini', 'Borders'), records: BORDERS },
    { id: 'pieces', name: text('Unità e strutture', 'Units and structures'), records: Object.values(PIECES) },
    { id: 'combat', name: text('Numeri del combattimento', 'Combat numbers'), records: Object.values(COMBAT) },
    { id: 'tables', name: text('Tabelle dei dadi', 'Dice tables'), records: [CAPTURE_TABLE, REPERTI_TABLE, BIO_TABLE, FABRIANO_VICINA, CARNEVALE, DOMINIO, COLLE_AMENO_BONUS] },
    { id: 'cards', name: text('Carte', 'Cards'), records: CARDS },
    { id: 'factions', name: text('Schede delle frazioni maggiori', 'Major frazione sheets'), records: Object.values(FACTIONS) },
    {
      id: 'starting-units',
      name: text('Unità iniziali', 'Starting units'),
      records: [
        ...Object.values(FACTIONS).map((f) => ({ id: f.id, start: f.start, provenance: f.startProvenance })),
        START_RESOURCES,
      ],
    },
    { id: 'victory', name: text('Vittoria', 'Victory'), records: [...VICTORY_TERRITORIES, ...SCORE_TABLE, TIE_BREAK, TOURNAMENT_MINUTES] },
  ],
  rulings: RULINGS,
});
