// The words of the museum's showcase and of the introduction shown before a visitor's first
// hand-off, Italian and English side by side. They join the catalogs when the kiosk loads.
// Testi nostri.
import { addCatalogs } from '../i18n/index.ts';
import { defineStrings } from '../i18n/strings.ts';

export const kioskStrings = defineStrings({
  'kiosk.showcase': { it: 'I giochi del museo', en: "The museum's games" },
  'kiosk.showcaseOpen': { it: 'Gioca {a:title}', en: 'Play {title}' },
  'kiosk.slide': { it: 'Gioco {n} di {total}', en: 'Game {n} of {total}' },
  'kiosk.pickHint': { it: 'Tocca un gioco per cominciare.', en: 'Touch a game to begin.' },
  'kiosk.intro.title': { it: 'Come si gioca con un solo tablet', en: 'How to play with one tablet' },
  'kiosk.intro.skip': { it: 'Salta', en: 'Skip' },
  'kiosk.intro.next': { it: 'Avanti', en: 'Next' },
  'kiosk.intro.start': { it: 'Si comincia', en: "Let's start" },
  'kiosk.intro.step': { it: 'Passo {n} di {total}', en: 'Step {n} of {total}' },
  'kiosk.intro.pass.title': { it: 'Il tablet passa di mano', en: 'The tablet goes round' },
  'kiosk.intro.pass.body': {
    it: 'Quando tocca a te, il tablet ti dice il tuo nome: prendilo e giralo verso di te.',
    en: 'When it is your turn, the tablet shows your name: take it and turn it towards you.',
  },
  'kiosk.intro.hold.title': { it: 'Tieni premuto per vedere', en: 'Hold to see' },
  'kiosk.intro.hold.body': {
    it: 'I tuoi segreti restano coperti finché tieni il dito sul cerchio e il cerchio si riempie.',
    en: 'Your secrets stay covered until you hold your finger on the circle and it fills up.',
  },
  'kiosk.intro.look.title': { it: 'Gli altri guardano altrove', en: 'The others look away' },
  'kiosk.intro.look.body': {
    it: 'Mentre guardi i tuoi segreti, chi aspetta distoglie lo sguardo. Niente sbirciate!',
    en: 'While you look at your secrets, whoever is waiting looks away. No peeking!',
  },
  'kiosk.intro.next.title': { it: 'Fatto? Passalo al prossimo', en: 'Done? Pass it on' },
  'kiosk.intro.next.body': {
    it: 'Quando hai scelto, il tablet si copre da solo: passalo a chi gioca dopo di te.',
    en: 'Once you have chosen, the tablet covers itself: pass it to whoever plays next.',
  },
});

addCatalogs(kioskStrings);
