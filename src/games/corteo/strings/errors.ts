// Why a move is refused.
import type { StringTable } from '../../../i18n/strings.ts';

export const errorStrings: StringTable = {
  'corteo.error.badCombat': { it: 'Quello scontro non si può fare', en: 'That combat cannot be fought' },
  'corteo.error.badHead': { it: 'Quella componente non può tenere la testa', en: 'That component cannot hold the head' },
  'corteo.error.badHeads': { it: 'Le teste sono due unità della componente di testa sulla mappa', en: 'The heads are two units of the head\u2019s component on the map' },
  'corteo.error.badPlace': { it: 'Quell\u2019unità non si può schierare lì', en: 'That unit cannot be placed there' },
  'corteo.error.badRetreat': { it: 'Non ci si può ritirare lì', en: 'It cannot retreat there' },
  'corteo.error.cannotMove': { it: 'Quell\u2019unità non può muoversi ora', en: 'That unit cannot move now' },
  'corteo.error.leaveObjective': { it: 'Le unità sugli obiettivi occupati devono lasciarli in questo turno', en: 'Units on the objectives they held must leave them this turn' },
  'corteo.error.mustAdvance': { it: 'L\u2019altra unità del cumulo deve avanzare anche lei', en: 'The other unit of the stack must advance too' },
  'corteo.error.noAdvance': { it: 'Non si avanza lì', en: 'It cannot advance there' },
  'corteo.error.noBarricade': { it: 'Nessuna barricata lì', en: 'No barricade there' },
  'corteo.error.noCombat': { it: 'Non è la fase di scontro', en: 'It is not the combat phase' },
  'corteo.error.noEntry': { it: 'Non si rientra in città da lì', en: 'It cannot come back into the city there' },
  'corteo.error.noMetro': { it: 'La metro non porta lì', en: 'The metro does not go there' },
  'corteo.error.noThrow': { it: 'Quell\u2019unità non può lanciare lì', en: 'That unit cannot throw there' },
  'corteo.error.noRun': { it: 'La corsa non si può dichiarare ora', en: 'Running cannot be declared now' },
  'corteo.error.notEngaged': { it: 'Quelle unità non sono a contatto', en: 'Those units are not in contact' },
  'corteo.error.notPending': { it: 'Prima va spostata un\u2019altra unità', en: 'Another unit must be moved first' },
  'corteo.error.notToPlace': { it: 'Quell\u2019unità non si schiera ora', en: 'That unit is not placed now' },
  'corteo.error.nothingMoving': { it: 'Nessuna unità si sta muovendo', en: 'No unit is moving' },
  'corteo.error.reinforcementsLeft': { it: 'Ci sono ancora rinforzi da far entrare', en: 'There are still reinforcements to bring in' },
  'corteo.error.unreachable': { it: 'Quell\u2019esagono non si raggiunge', en: 'That hex cannot be reached' },
};
