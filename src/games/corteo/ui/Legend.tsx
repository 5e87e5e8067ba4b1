// The table's legend tab: what the map's colours mean, every kind of counter on the map by its
// initials and its whole name, the combat table's abbreviations and the terrain. A newcomer
// meets "AUTOP 6-6" or "RD" here, in words, without opening the rules.
import { lang, t } from '../../../i18n/index.ts';
import type { CorteoView } from '../rules/types.ts';
import { CityCounter, type CounterSpec } from './CityCounter.tsx';
import { CityLegend } from './CityLegend.tsx';
import { unitKindName } from './model.ts';

/** The combat and throw tables' results, in the order the tables print them. */
const RESULTS = ['AR', 'DR', 'AP', 'DP', 'R1', 'R2', 'P2', 'NE'] as const;

/** One counter of each kind on the map, by its initials (a clinic's "COM×3" counts as COM). */
export function counterKinds(counters: readonly CounterSpec[]): CounterSpec[] {
  const seen = new Map<string, CounterSpec>();
  for (const c of counters) {
    const key = `${c.component}|${c.label.replace(/\u00d7\d+$/, '')}`;
    if (!seen.has(key)) seen.set(key, { ...c, label: c.label.replace(/\u00d7\d+$/, ''), selected: false, head: false, faceDown: false });
  }
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function Legend({ view, counters }: { view: CorteoView; counters: readonly CounterSpec[] }) {
  const language = lang.value === 'en' ? 'en' : 'it';
  return (
    <div class="co-legend-panel stack" data-testid="co-legend">
      <section>
        <h3>{t('corteo.ui.legend.mapTitle')}</h3>
        <div class="co-legend small">
          <span><i class="co-key co-key-reach" /> {t('corteo.ui.legend.reach')}</span>
          <span><i class="co-key co-key-zoc" /> {t('corteo.ui.legend.zoc')}</span>
          <span><i class="co-key co-key-recent" /> {t('corteo.ui.legend.recent')}</span>
          <span><i class="co-key co-key-head" /> {t('corteo.ui.legend.head')}</span>
          {view.options.special?.smoke && <span><i class="co-key co-key-smoke" /> {t('corteo.ui.legend.smoke')}</span>}
          {view.options.special?.jams && <span><i class="co-key co-key-jam" /> {t('corteo.ui.legend.jam')}</span>}
        </div>
      </section>
      <section>
        <h3>{t('corteo.ui.legend.unitsTitle')}</h3>
        <p class="small">{t('corteo.ui.legend.unitsHow')}</p>
        <ul class="co-legend-units">
          {counterKinds(counters).map((c) => (
            <li key={`${c.component}|${c.label}`} data-testid={`legend-unit-${c.label}`}>
              <svg viewBox="0 0 32 32" class="co-legend-counter" aria-hidden="true">
                <CityCounter spec={c} x={16} y={16} size={28} />
              </svg>
              <span><b>{c.label}</b> {unitKindName(c.id)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('corteo.ui.legend.tableTitle')}</h3>
        <ul class="co-legend-results small">
          {RESULTS.map((r) => (
            <li key={r}><b>{t(`corteo.ui.short.${r}`)}</b> {t(`corteo.ui.result.${r}`)}</li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('corteo.ui.legend.terrainTitle')}</h3>
        <CityLegend lang={language} wallsLabel={t('corteo.ui.legend.walls')} bridgeLabel={t('corteo.ui.legend.bridge')} />
      </section>
    </div>
  );
}
