// Names of pieces, cards, factions and the dice tables' results.
import type { StringTable } from '../../../i18n/strings.ts';
import { CARDS, FACTIONS, FACTION_IDS } from '../content/index.ts';

const pieces: StringTable = {
  'fabrisiko.piece.inf': { it: 'fanteria', en: 'infantry' },
  'fabrisiko.piece.tank': { it: 'carro armato', en: 'tank' },
  'fabrisiko.piece.fighter': { it: 'caccia', en: 'fighter' },
  'fabrisiko.piece.bomber': { it: 'bombardiere', en: 'bomber' },
  'fabrisiko.piece.factory': { it: 'complesso industriale', en: 'industrial complex' },
  'fabrisiko.piece.aa': { it: 'sito AA', en: 'AA site' },
  // Plurals, for counted pieces ("3 carri armati"): Intl.PluralRules picks the form (ui/log.ts).
  'fabrisiko.pieces.inf': { it: 'fanterie', en: 'infantry' },
  'fabrisiko.pieces.tank': { it: 'carri armati', en: 'tanks' },
  'fabrisiko.pieces.fighter': { it: 'caccia', en: 'fighters' },
  'fabrisiko.pieces.bomber': { it: 'bombardieri', en: 'bombers' },
  'fabrisiko.pieces.factory': { it: 'complessi industriali', en: 'industrial complexes' },
  'fabrisiko.pieces.aa': { it: 'siti AA', en: 'AA sites' },
  'fabrisiko.capture.destroyed': { it: 'distrutta', en: 'destroyed' },
  'fabrisiko.capture.salvage': { it: 'distrutta, risorse recuperate', en: 'destroyed, resources salvaged' },
  'fabrisiko.capture.captured': { it: 'catturata', en: 'captured' },
  'fabrisiko.vicina.lost': { it: 'gli invasori sono perduti', en: 'the invaders are lost' },
  'fabrisiko.vicina.back': { it: 'gli invasori tornano indietro', en: 'the invaders go back' },
  'fabrisiko.vicina.taken': { it: 'Fabriano è conquistata', en: 'Fabriano is taken' },
};

const cards: StringTable = Object.fromEntries(CARDS.map((c) => [`fabrisiko.card.${c.kind}`, c.name]));
const effects: StringTable = Object.fromEntries(CARDS.map((c) => [`fabrisiko.card.${c.kind}.effect`, c.effect]));
const factions: StringTable = Object.fromEntries(
  FACTION_IDS.flatMap((f) => [
    [`fabrisiko.faction.${f}.ability`, FACTIONS[f].abilityName],
    [`fabrisiko.faction.${f}.text`, FACTIONS[f].ability],
  ]),
);

export const contentStrings: StringTable = { ...pieces, ...cards, ...effects, ...factions };
