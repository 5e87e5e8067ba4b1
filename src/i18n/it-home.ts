// The Italian words of the first screen (home, update banner, common buttons): the only
// strings in the first bundle. The rest of the shell's Italian is in it.ts, loaded with the
// first other screen (i18n/index.ts, loadShellStrings). Testi nostri, mai copiati dai regolamenti.
export const itHome: Record<string, string> = {
  'common.back': 'Indietro',
  'common.cancel': 'Annulla',
  'common.close': 'Chiudi',
  'common.loading': 'Caricamento…',
  'home.tagline': 'Un solo dispositivo, passato di mano in mano attorno al tavolo.',
  'home.library': 'I giochi',
  'home.players': 'da {min} {a:max} {max|giocatore|giocatori}',
  'home.players.exact': '{n} {n|giocatore|giocatori}',
  'home.players.either': '{min} o {max} {max|giocatore|giocatori}',
  'home.newGame': 'Nuova partita',
  'home.rules': 'Regole',
  'home.learn': 'Impara giocando',
  // The person's seat in a lesson: a name, so the game's sentences about a seat ("Turno di
  // {seat}", "{seat} conquista Bastia") read right; "Tu" alone made "Turno di Tu".
  'lesson.you': 'Anna (tu)',
  'home.coming': 'In arrivo',
  'home.saves': 'Partite salvate',
  'home.how': 'Come funziona',
  'home.sources': 'Fonti',
  'home.resume': 'Riprendi',
  'home.resumeLatest': 'Partita in corso: {title} con {names}.',
  'settings.title': 'Impostazioni',
  'update.ready': 'È pronta una nuova versione di Passamano.',
  'update.apply': 'Aggiorna ora',
  'update.reloadToPlay': 'Passamano è stato aggiornato: ricarica per giocare a questo gioco.',
  'update.reloadToOpen': 'Passamano è stato aggiornato: ricarica per aprire questa pagina.',
  'update.reload': 'Ricarica',
};
