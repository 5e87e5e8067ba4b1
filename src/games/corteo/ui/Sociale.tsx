// Scenario Sociale on screen: the corteo's secret gathering place chosen on its private screen
// (and shown there again when the corteo's seat looks), the weak units going home in the
// decision of the moment, and the scenario's items in the status panel. The table's view never
// holds the place until it is revealed, so nothing here can show it on the shared screen early.
import { useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { hintMark, useHint } from '../../../ui/hint.ts';
import type { MoveResult } from '../../types.ts';
import { cityOf } from '../rules/board.ts';
import { gatherPlaces, greyHexes, socialeOf } from '../rules/sociale.ts';
import type { CorteoMove, CorteoView } from '../rules.ts';
import type { CityMap } from '../content/map-types.ts';
import { placeName, unitName } from './model.ts';
import { Reserved } from '../../../ui/Reserved.tsx';
import { MoreList } from '../../../ui/MoreList.tsx';

const placeLabel = (city: CityMap, id: string): string => city.places.find((p) => p.id === id)?.name ?? id;

/** The private step: the places allowed, one tap to pick, one to write it down. */
export function GatherChoice({ view, onMove }: { view: CorteoView; onMove: (m: CorteoMove) => Promise<MoveResult> }) {
  const city = cityOf(view);
  const places = gatherPlaces(view);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // "Cosa farebbe Passamano?" (on this private screen only): the place the app would choose.
  const hint = useHint<CorteoMove>();
  return (
    <section class="panel stack" data-testid="co-gather">
      <h2 style="margin:0">{t('corteo.ui.sociale.choose')}</h2>
      <p class="small" style="margin:0">{t('corteo.ui.sociale.chooseHint')}</p>
      <div class="co-choices" role="radiogroup" aria-label={t('corteo.ui.sociale.choose')}>
        {places.map((p) => (
          <Button key={p.id} role="radio" aria-checked={chosen === p.id} data-testid={`gather-${p.id}`} onClick={() => setChosen(p.id)} {...hintMark(hint, { type: 'gather', place: p.id })}>
            <span class="stack" style="gap:0;text-align:start">
              <strong>{p.name}</strong>
              <span class="small">{t('corteo.ui.sociale.greyHexes', { n: greyHexes(city, p).length })}</span>
            </span>
          </Button>
        ))}
      </div>
      <Button
        variant="primary"
        disabled={!chosen || busy}
        data-testid="gather-confirm"
        onClick={async () => {
          if (!chosen) return;
          setBusy(true);
          const r = await onMove({ type: 'gather', place: chosen });
          if (!r.ok) setBusy(false);
        }}
      >
        <Reserved
          text={chosen ? t('corteo.ui.sociale.write', { place: placeLabel(city, chosen) }) : t('corteo.ui.sociale.pick')}
          all={[t('corteo.ui.sociale.pick'), ...places.map((p) => t('corteo.ui.sociale.write', { place: p.name }))]}
        />
      </Button>
    </section>
  );
}

/** The corteo's seat looking at its own screen: its secret place, if it has written one. */
export function SecretPlace({ view }: { view: CorteoView }) {
  const place = view.scen?.gather;
  if (!place || !socialeOf(view)) return null;
  const city = cityOf(view);
  return (
    <p data-testid="co-secret-place">
      <Reserved text={t('corteo.ui.sociale.yourPlace', { place: placeLabel(city, place) })} all={gatherPlaces(view).map((p) => t('corteo.ui.sociale.yourPlace', { place: p.name }))} />
    </p>
  );
}

/** The weak units going home that stand on an edge: a button each to leave the map. */
export function GoingHome({ moves, city, view, play, busy }: { moves: readonly CorteoMove[]; city: CityMap; view: CorteoView; play: (m: CorteoMove) => void; busy: boolean }) {
  const hint = useHint<CorteoMove>();
  const leave = moves.filter((m): m is Extract<CorteoMove, { type: 'leave' }> => m.type === 'leave');
  if (!leave.length) return null;
  const at = (id: string) => view.units.find((u) => u.id === id)?.at ?? '';
  return (
    <div class="stack" data-testid="co-going-home">
      <span class="small muted">{t('corteo.ui.sociale.goingHome')}</span>
      <MoreList inBar class="co-choices co-scroll">
        {leave.map((m) => (
          <Button key={m.unit} disabled={busy} data-testid={`leave-${m.unit}`} onClick={() => play(m)} {...hintMark(hint, m)}>
            {unitName(m.unit)} · {placeName(city, at(m.unit))} · {t('corteo.ui.sociale.leave')}
          </Button>
        ))}
      </MoreList>
    </div>
  );
}

/** The status panel's items: the place secret or revealed, the corteo formed or not, who is still to come. */
export function SocialeStatus({ view }: { view: CorteoView }) {
  const spec = socialeOf(view);
  const scen = view.scen;
  if (!spec || !scen) return null;
  const city = cityOf(view);
  const toEnter = view.units.filter((u) => u.at === 'reserve' && u.id.startsWith('c-')).length;
  const home = scen.formed === undefined && view.hand >= spec.homeFrom;
  // The table's view holds the place only once revealed (or at the end): what it holds may be shown.
  const shown = scen.revealed || view.step === 'over' ? scen.gather : undefined;
  return (
    <>
      <p style="margin:0" data-testid="co-sociale-place">{shown ? t('corteo.ui.sociale.revealed', { place: placeLabel(city, shown) }) : t('corteo.ui.sociale.secret')}</p>
      <p style="margin:0" data-testid="co-sociale-formed">
        {scen.formed !== undefined ? t('corteo.ui.sociale.formed', { hand: scen.formed }) : t('corteo.ui.sociale.notFormed', { n: spec.formWith })}
      </p>
      {home && <p style="margin:0" data-testid="co-sociale-home">{t('corteo.ui.sociale.goingHome')}</p>}
      {toEnter > 0 && view.step !== 'over' && <p style="margin:0" data-testid="co-sociale-enter">{t('corteo.ui.sociale.toEnter', { n: toEnter })}</p>}
    </>
  );
}
