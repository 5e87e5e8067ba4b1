// Rubico's public log: the types of its entries' parameters (seats, cells of the track, powers,
// the Senate's effects) and the sentences whose words depend on more than the key. Only public
// facts are in the entries.
import { t } from '../../i18n/index.ts';
import type { LogEntry, LogFormat } from '../../engine/log.ts';
import type { Json } from '../../engine/types.ts';
import { trackFor } from './rules.ts';
import type { RubicoView } from './rules.ts';

const effects = (v: Json): string => (Array.isArray(v) ? v.map((e) => t(`rubico.senate.effect.${e}`)).join('; ') : '');

/** The types of Rubico's log parameters; a cell of the track is named on the view's track. */
export function rubicoLogFormat(view: Pick<RubicoView, 'playerCount'>): LogFormat {
  return {
    types: { seat: 'seat', centurion: 'seat', effects: 'effects' },
    byKey: {
      'rubico.log.power': { card: 'power', target: 'seat' },
      'rubico.log.caesarMoved': { from: 'cell', to: 'cell' },
      'rubico.log.senateFlipped': { effect: 'effect', legions: 'legions' },
    },
    say: {
      power: (v) => t(`rubico.power.${v}`),
      effect: (v) => t(`rubico.senate.effect.${v}`),
      effects,
      legions: (v) => (Array.isArray(v) ? v.map((l) => t('rubico.senate.legion', { n: String(l) })).join(' + ') : ''),
      cell: (v) => {
        if (typeof v !== 'number') return '';
        const c = trackFor(view.playerCount)[v];
        return c?.name ? c.name.it : t('rubico.track.step', { n: v });
      },
    },
  };
}

/** The sentences whose words depend on more than the entry's key. */
export function rubicoLogSentence(entry: LogEntry, params: Record<string, string | number>): string {
  const p = entry.params ?? {};
  switch (entry.key) {
    case 'rubico.log.power':
      return typeof p.target === 'number' ? t('rubico.log.power.target', params) : t(entry.key, params);
    case 'rubico.log.caesarMoved':
      // A move that ends where it began says so ("resta ad Ariminum"), not "da Ariminum ad Ariminum".
      if (p.from === p.to) return t(p.by === 'fortuna' ? 'rubico.log.caesarStays.fortuna' : 'rubico.log.caesarStays', { at: params.to ?? '' });
      return t(p.by === 'fortuna' ? 'rubico.log.caesarMoved.fortuna' : entry.key, params);
    case 'rubico.log.win':
      return t(p.faction === 'red' ? 'rubico.log.win.red' : 'rubico.log.win.blue');
    default:
      return t(entry.key, params);
  }
}

/** Rubico's log for the table (table/log.ts `describeLogEntry`): the types and the sentences. */
export const rubicoLog = { logFormat: rubicoLogFormat, logSentence: rubicoLogSentence };
