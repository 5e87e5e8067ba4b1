// The mission's diary. Params: `seat`/`partner` are seat numbers (shown as names); `unit`,
// `card`, `attr`, `mission`, `how`, `purpose` are keys of this catalog (translated when shown).
import type { StringTable } from '../../../i18n/strings.ts';

export const logStrings: StringTable = {
  'fiamme.log.setup': { it: 'Missione «{mission}», {mode}.', en: 'Mission "{mission}", {mode}.' },
  'fiamme.log.phase.tdn': { it: 'Fase 1: Terra di Nessuno.', en: 'Phase 1: no man’s land.' },
  'fiamme.log.phase.trench': { it: 'Fase 2: le trincee nemiche.', en: 'Phase 2: the enemy trenches.' },
  'fiamme.log.stage2': {
    it: 'Trincea di collegamento presa! Verso l’obiettivo con un nuovo mazzo (carte: {cards}).',
    en: 'Link trench taken! On to the objective with a new deck (cards: {cards}).',
  },
  'fiamme.log.turn': { it: 'Turno {turn}.', en: 'Turn {turn}.' },
  'fiamme.log.tdnCard': { it: 'Carta Terra di Nessuno {n} di 5: {card}.', en: 'No man’s land card {n} of 5: {card}.' },
  'fiamme.log.trenchCard': { it: 'Carta Trincea {n}: {card}.', en: 'Trincea card {n}: {card}.' },
  'fiamme.log.objectiveCard': { it: 'Ecco l’obiettivo: {card}!', en: 'Here is the objective: {card}!' },
  'fiamme.log.objectiveStays': {
    it: '{card} resta da conquistare: nessuna carta pescata.',
    en: '{card} is still to be taken: no card drawn.',
  },
  'fiamme.log.roll': { it: '{seat} tira ({purpose}): {dice}.', en: '{seat} rolls ({purpose}): {dice}.' },
  'fiamme.log.reroll': {
    it: '{seat} spende Ardimento e ritira il dado {die}: da {from} {a:to} (Ardimento {ardimento}).',
    en: '{seat} spends Ardimento and rerolls die {die}: from {from} to {to} (Ardimento {ardimento}).',
  },
  'fiamme.log.command': { it: '{seat} ottiene {points} {points|punto comando|punti comando} dai dadi.', en: '{seat} gets {points} command {points|point|points} from the dice.' },
  'fiamme.log.buy.modifier': {
    it: '{seat} mette una pedina comando sulla carta: +1 al test.',
    en: '{seat} puts a command token on the card: +1 to the test.',
  },
  'fiamme.log.buy.ardimento': {
    it: '{seat} compra un punto Ardimento (ora {ardimento}).',
    en: '{seat} buys an Ardimento point (now {ardimento}).',
  },
  'fiamme.log.buy.choose': { it: '{seat} sceglie {unit} come unità attiva.', en: '{seat} chooses {unit} as the active unit.' },
  'fiamme.log.buy.bomb': { it: '{seat} prepara una bomba.', en: '{seat} readies a grenade.' },
  'fiamme.log.buy.pass': { it: '{seat}: {from} passa una bomba {a:to}.', en: '{seat}: {from} passes a grenade to {to}.' },
  'fiamme.log.buy.pmFlip': {
    it: '{seat} rigira la carta Pistole Mitragliatrici: di nuovo pronta.',
    en: '{seat} turns the machine-pistol card back: ready again.',
  },
  'fiamme.log.pm': { it: 'Pistole Mitragliatrici: Soppressione +{points}.', en: 'Machine pistols: suppression +{points}.' },
  'fiamme.log.fuoco': { it: '{unit} fa fuoco: Soppressione +{points}.', en: '{unit} opens fire: suppression +{points}.' },
  'fiamme.log.volunteer': { it: 'Agisce {seat}.', en: '{seat} acts.' },
  'fiamme.log.selected': { it: 'Unità attiva: {unit} ({how}).', en: 'Active unit: {unit} ({how}).' },
  'fiamme.log.test.pass': {
    it: '{unit} supera il test {attr}: {total} su {difficulty}.',
    en: '{unit} passes the {attr} test: {total} against {difficulty}.',
  },
  'fiamme.log.test.fail': {
    it: '{unit} fallisce il test {attr}: {total} su {difficulty}.',
    en: '{unit} fails the {attr} test: {total} against {difficulty}.',
  },
  'fiamme.log.sniper.hit': { it: 'Il cecchino colpisce {unit} ({value}).', en: 'The sniper hits {unit} ({value}).' },
  'fiamme.log.sniper.miss': { it: 'Il cecchino manca {unit} ({value}).', en: 'The sniper misses {unit} ({value}).' },
  'fiamme.log.tokens': {
    it: '{seat} mette da parte per le trincee {points} {points|punto comando|punti comando}.',
    en: '{seat} puts aside command points for the trenches: {points}.',
  },
  'fiamme.log.wound': { it: '{unit} è ferita (ferite: {wounds}).', en: '{unit} is wounded (wounds: {wounds}).' },
  'fiamme.log.eliminated': { it: '{unit} è eliminata.', en: '{unit} is eliminated.' },
  'fiamme.log.enemies': { it: 'Forze nemiche ({roll}): {count}.', en: 'Enemy forces ({roll}): {count}.' },
  'fiamme.log.unbreakable': {
    it: 'Tra i nemici ce n’è uno che bombe e pistole mitragliatrici non possono toccare.',
    en: 'Among the enemies is one that grenades and machine pistols cannot touch.',
  },
  'fiamme.log.suppression': {
    it: 'Soppressione {points}: nemici girati {flipped}.',
    en: 'Suppression {points}: enemies flipped {flipped}.',
  },
  'fiamme.log.grenade': {
    it: '{unit} lancia una bomba: soppressi {suppressed}, eliminati {killed} (bombe rimaste: {grenades}).',
    en: '{unit} throws a grenade: suppressed {suppressed}, eliminated {killed} (grenades left: {grenades}).',
  },
  'fiamme.log.bomb.unused': { it: 'Nessun nemico: la bomba non serve.', en: 'No enemies: the grenade is not needed.' },
  'fiamme.log.bomb.noGrenades': {
    it: '{unit} non ha bombe: la pedina bomba va persa.',
    en: '{unit} has no grenades: the grenade token is lost.',
  },
  'fiamme.log.fire': { it: 'Fuoco nemico: colpi a segno {hits} su {dice}.', en: 'Enemy fire: hits {hits} of {dice}.' },
  'fiamme.log.melee.win': {
    it: '{unit} vince il corpo a corpo ({total} contro {enemyTotal}).',
    en: '{unit} wins the melee ({total} against {enemyTotal}).',
  },
  'fiamme.log.melee.loss': {
    it: '{unit} perde il corpo a corpo ({total} contro {enemyTotal}).',
    en: '{unit} loses the melee ({total} against {enemyTotal}).',
  },
  'fiamme.log.granate': {
    it: '{unit} recupera bombe: +{bombs} (ora {grenades}).',
    en: '{unit} recovers grenades: +{bombs} (now {grenades}).',
  },
  'fiamme.log.granate.skip': { it: '{unit} non cerca bombe.', en: '{unit} does not look for grenades.' },
  'fiamme.log.difesa': { it: '{unit} resta a difendere la posizione.', en: '{unit} stays behind to hold the position.' },
  'fiamme.log.difesa.pm': {
    it: '{unit} è l’ultima unità: si rinuncia alle Pistole Mitragliatrici.',
    en: '{unit} is the last unit: the machine pistols are given up instead.',
  },
  'fiamme.log.difesa.stays': { it: '{unit} è l’ultima unità e prosegue.', en: '{unit} is the last unit and carries on.' },
  'fiamme.log.cardDiscarded': { it: '{card} scartata.', en: '{card} discarded.' },
  'fiamme.log.survived': { it: '{unit}: {missions} {missions|missione superata|missioni superate}.', en: '{unit}: {missions} {missions|mission|missions} survived.' },
  'fiamme.log.veteran': {
    it: '{unit} diventa veterana: {attr} sale {a:value}.',
    en: '{unit} becomes a veteran: {attr} rises to {value}.',
  },
  'fiamme.log.win': { it: 'Missione «{mission}» compiuta!', en: 'Mission "{mission}" accomplished!' },
  'fiamme.log.lose': { it: 'Missione «{mission}» fallita.', en: 'Mission "{mission}" failed.' },
  'fiamme.how.choice': { it: 'scelta con i punti comando', en: 'chosen with command points' },
  'fiamme.how.die': { it: 'tirata a sorte', en: 'drawn by the die' },
  'fiamme.how.free': { it: 'scelta libera', en: 'free choice' },
  'fiamme.how.only': { it: 'l’unica disponibile', en: 'the only one left' },
  'fiamme.mode.solo': { it: 'in solitario', en: 'solo' },
  'fiamme.mode.coop': { it: 'in cooperativo', en: 'co-op' },
};
