// Turns Rubico's public log entries into sentences. Only public facts are in the entries.
import { t } from '../../i18n/index.ts';
import type { LogEntry } from '../../engine/log.ts';
import { trackFor } from './rules.ts';

export function formatRubicoLog(entry: LogEntry, seatNames: readonly string[], playerCount: number): string {
  const p = (entry.params ?? {}) as Record<string, unknown>;
  const seat = (v: unknown) => (typeof v === 'number' ? (seatNames[v] ?? `#${v + 1}`) : '');
  const cell = (v: unknown) => {
    if (typeof v !== 'number') return '';
    const c = trackFor(playerCount)[v];
    return c?.name ? c.name.it : t('rubico.track.step', { n: v });
  };
  switch (entry.key) {
    case 'rubico.log.setup':
      return t(entry.key, { players: Number(p.players), centurion: seat(p.centurion) });
    case 'rubico.log.turnStart':
      return t(entry.key, { turn: Number(p.turn), centurion: seat(p.centurion), need: Number(p.need) });
    case 'rubico.log.senateActive':
      return t(entry.key, { effects: ((p.effects as string[]) ?? []).map((e) => t(`rubico.senate.effect.${e}`)).join('; ') });
    case 'rubico.log.power':
      return typeof p.target === 'number'
        ? t('rubico.log.power.target', { seat: seat(p.seat), card: t(`rubico.power.${p.card}`), target: seat(p.target) })
        : t(entry.key, { seat: seat(p.seat), card: t(`rubico.power.${p.card}`) });
    case 'rubico.log.caesarMoved':
      // A move that ends where it began says so ("resta ad Ariminum"), not "da Ariminum ad Ariminum".
      if (p.from === p.to) return t(p.by === 'fortuna' ? 'rubico.log.caesarStays.fortuna' : 'rubico.log.caesarStays', { at: cell(p.to) });
      return t(p.by === 'fortuna' ? 'rubico.log.caesarMoved.fortuna' : entry.key, { from: cell(p.from), to: cell(p.to) });
    case 'rubico.log.senateFlipped':
      return t(entry.key, {
        effect: t(`rubico.senate.effect.${p.effect}`),
        legions: ((p.legions as string[]) ?? []).map((l) => t('rubico.senate.legion', { n: l })).join(' + '),
      });
    case 'rubico.log.win':
      return t(p.faction === 'red' ? 'rubico.log.win.red' : 'rubico.log.win.blue');
    default: {
      const params: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(p)) {
        if (k.startsWith('seat')) params[k] = seat(v);
        else if (typeof v === 'number' || typeof v === 'string') params[k] = v;
      }
      return t(entry.key, params);
    }
  }
}
