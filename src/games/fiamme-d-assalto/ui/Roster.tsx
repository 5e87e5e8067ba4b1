// The company a campaign carries on: missions played and won, each unit's missions and its
// veteran mark.
import { t } from '../../../i18n/index.ts';
import type { CampaignRoster } from '../rules.ts';

export function RosterPanel({ roster, title }: { roster: CampaignRoster; title?: string }) {
  return (
    <section class="panel fi-roster" data-testid="roster">
      <h3 class="fi-h">{title ?? t('fiamme.ui.roster')}</h3>
      <p class="small" style="margin:0 0 6px">{t('fiamme.ui.rosterLine', { played: roster.missionsPlayed, won: roster.missionsWon })}</p>
      {roster.history.length > 0 && (
        <p class="small muted" style="margin:0 0 6px">
          {roster.history.map((h) => t(h.won ? 'fiamme.ui.history.won' : 'fiamme.ui.history.lost', { mission: t(`fiamme.mission.${h.mission}`) })).join(' \u00b7 ')}
        </p>
      )}
      <ul class="fi-roster-list">
        {roster.units.map((u) => (
          <li key={u.id} data-testid={`roster-${u.id}`}>
            <strong>{t(`fiamme.unit.${u.id}`)}</strong>{' '}
            {u.missions === 0 && !u.veteran ? <span class="muted">{t('fiamme.ui.recruit')}</span> : t('fiamme.ui.missions', { n: u.missions })}
            {u.veteran && <span class="fi-vet"> ★ {t('fiamme.ui.veteran', { attr: t(`fiamme.attr.${u.veteran}`) })}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
