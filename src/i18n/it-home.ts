// The Italian words of the first screen (the home with each game's tagline, and the notice
// offering a reload when a screen's code cannot load): the only strings in the first script.
// The rest of the shell's Italian is in it.ts, loaded with the rest of the shell and the first
// other screen (i18n/index.ts, loadShellStrings). Testi nostri, mai copiati dai regolamenti.
export const itHome: Record<string, string> = {
  'home.tagline': 'Un solo dispositivo, passato di mano in mano attorno al tavolo.',
  'home.library': 'I giochi',
  'home.players': 'da {min} {a:max} {max|giocatore|giocatori}',
  'home.players.exact': '{n} {n|giocatore|giocatori}',
  'home.players.either': '{min} o {max} {max|giocatore|giocatori}',
  'tagline.rubico': '49 a.C.: Cesare marcia su Roma e il Senato trama per fermarlo. Ruoli segreti, squadre nascoste.',
  'tagline.repubblica-ribelle': 'Montefiorino, estate 1944: le formazioni partigiane difendono la zona libera.',
  'tagline.fabrisiko': 'Le frazioni di Fabriano si armano: conquista la valle, frazione dopo frazione.',
  'tagline.corteo': 'Un corteo cerca di raggiungere i suoi obiettivi in città, il potere prova a fermarlo. Su esagoni, del 1980.',
  'tagline.fiamme-d-assalto': 'Gli Arditi all\u2019assalto delle trincee, 1917-1918. Da soli o in due.',
  'home.newGame': 'Nuova partita',
  'home.rules': 'Regole',
  'home.learn': 'Impara giocando',
  'home.coming': 'In arrivo',
  'home.saves': 'Partite salvate',
  'home.how': 'Come funziona',
  'home.sources': 'Fonti',
  'home.resume': 'Riprendi',
  'home.resumeLatest': 'Partita in corso: {title} con {names}.',
  'settings.title': 'Impostazioni',
  'update.reloadToOpen': 'Passamano è stato aggiornato: ricarica per aprire questa pagina.',
  'update.reload': 'Ricarica',
};
