// The scenario editor: a scenario of the players' own on the advanced game's rules, filled in
// section by section over the whole screen. Hexes (the corteo's start, the potere's areas, the
// players' own objectives) are tapped on the city (EditorMap), start areas also found by name in
// the Pagine Gialle. Saving checks the scenario against
// the rules (rules/scenario-check.ts) and shows why it is refused, if it is.
import { useState } from 'preact/hooks';
import { lang, t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CITY } from '../content/city/index.ts';
import { SHORT_NAMES } from '../content/city/objectives.ts';
import { COMPONENTS, COMPONENT_NAMES, CORTEO_UNITS, POTERE_COUNTS, UNIT_TYPES } from '../content/pieces.ts';
import { SPECIAL_NOTES } from '../content/special.ts';
import { VICTORY_LEVELS } from '../content/schedule.ts';
import type { ObjectiveKind } from '../content/map-types.ts';
import type { Scenario, StartArea } from '../content/scenarios/types.ts';
import type { Component, UnitKind } from '../content/types.ts';
import { CITY_KINDS, MAX_HANDS, MAX_NAME, MAX_VALUE, editorScenario, fieldsOf, scenarioProblems, type EditorFields } from '../rules/scenario-check.ts';
import { problemText } from './scenario-text.ts';
import { GREY_TERRAIN } from '../content/scenarios/own-city.ts';
import { EditorMap } from './EditorMap.tsx';

const EDITOR = { source: 'reconstructed', note: { it: 'Scenario dei giocatori.', en: 'The players\u2019 own scenario.' } } as const;
const AREAS = ['objective', 'nearVigili', 'barracks', 'eastOfWalls', 'hexes'] as const;
type AreaChoice = (typeof AREAS)[number];
const POTERE_KINDS = Object.keys(POTERE_COUNTS) as UnitKind[];
const VALUE_OF = new Map(CITY.objectives.map((o) => [o.kind, o.value]));

/** What the map is choosing hexes for. */
type Picking = { what: 'corteo' } | { what: 'line'; i: number } | { what: 'own'; i: number };

const areaChoice = (w: StartArea): AreaChoice => (typeof w === 'string' ? w : 'hexes' in w ? 'hexes' : 'hexes');
const areaHexes = (w: StartArea): readonly string[] => (typeof w === 'object' && 'hexes' in w ? w.hexes : []);

function Num({ label, value, min, max, onChange, testid }: { label: string; value: number; min: number; max: number; onChange: (n: number) => void; testid?: string }) {
  return (
    <label class="field co-ed-num">
      <span class="small">{label}</span>
      <input
        class="input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        data-testid={testid}
        onInput={(e) => {
          const n = Number((e.target as HTMLInputElement).value);
          if (Number.isFinite(n) && (e.target as HTMLInputElement).value !== '') onChange(Math.trunc(n));
        }}
      />
    </label>
  );
}

function Toggle({ on, label, onClick, testid }: { on: boolean; label: string; onClick: () => void; testid?: string }) {
  return (
    <Button aria-pressed={on} data-testid={testid} onClick={onClick}>
      {(on ? '\u2611 ' : '\u2610 ') + label}
    </Button>
  );
}

export interface ScenarioEditorProps {
  initial: Scenario;
  /** Resolves when saved; rejects with a message for the player. */
  onSave: (sc: Scenario) => Promise<void>;
  onCancel: () => void;
}

export function ScenarioEditor({ initial, onSave, onCancel }: ScenarioEditorProps) {
  const [f, setF] = useState<EditorFields>(() => fieldsOf(initial));
  const [picking, setPicking] = useState<Picking | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const en = lang.value === 'en';
  const set = (patch: Partial<EditorFields>) => setF({ ...f, ...patch });
  const components = f.components ?? COMPONENTS;
  const corteoUnits = CORTEO_UNITS.filter((u) => u.component && components.includes(u.component)).length;
  const toggleIn = <T,>(list: readonly T[], x: T): T[] => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);

  const save = async () => {
    const sc = editorScenario(f);
    const found = scenarioProblems(sc);
    setProblems(found.map((p) => problemText(p)[en ? 'en' : 'it']));
    if (found.length) return;
    setSaving(true);
    try {
      await onSave(sc);
    } catch (err) {
      setProblems([(err as Error).message]);
    } finally {
      setSaving(false);
    }
  };

  if (picking) {
    const hexes = picking.what === 'corteo' ? (typeof f.start === 'object' ? f.start.hexes : []) : picking.what === 'line' ? areaHexes(f.lines[picking.i].where) : f.own[picking.i].hexes;
    const setHexes = (next: string[]) => {
      if (picking.what === 'corteo') set({ start: { hexes: next } });
      else if (picking.what === 'line') set({ lines: f.lines.map((l, j) => (j === picking.i ? { ...l, where: { hexes: next } } : l)) });
      else set({ own: f.own.map((o, j) => (j === picking.i ? { ...o, hexes: next } : o)) });
    };
    const what = picking.what === 'corteo' ? t('corteo.editor.corteoStart') : picking.what === 'line' ? UNIT_TYPES[f.lines[picking.i].kind].name[en ? 'en' : 'it'] : f.own[picking.i].name;
    const others = f.own.flatMap((o, j) => (picking.what === 'own' && j === picking.i ? [] : o.hexes));
    return (
      <EditorMap
        title={t('corteo.editor.map.title', { what })}
        hint={picking.what === 'own' ? t('corteo.editor.map.greyOnly') : undefined}
        chosen={hexes}
        others={others}
        allowed={picking.what === 'own' ? (k) => CITY.hexes[k]?.terrain === GREY_TERRAIN && !others.includes(k) : (k) => k in CITY.hexes}
        onToggle={(k) => setHexes(hexes.includes(k) ? hexes.filter((x) => x !== k) : [...hexes, k])}
        // A start area may take a whole street or square found by name; an own objective is drawn hex by hex on grey.
        onAdd={picking.what === 'own' ? undefined : (keys) => setHexes([...hexes, ...keys.filter((k) => !hexes.includes(k))])}
        onDone={() => setPicking(null)}
      />
    );
  }

  return (
    <div class="co-editor" role="dialog" aria-modal="true" aria-labelledby="co-ed-title" data-testid="scenario-editor">
      <div class="co-ed-body stack">
        <h2 id="co-ed-title" style="margin:0">{t('corteo.editor.title')}</h2>
        <label class="field">
          <span>{t('corteo.editor.name')}</span>
          <input class="input" maxLength={MAX_NAME} value={f.name} data-testid="ed-name" onInput={(e) => set({ name: (e.target as HTMLInputElement).value })} />
        </label>
        <Num label={t('corteo.editor.hands')} value={f.hands} min={1} max={MAX_HANDS} testid="ed-hands" onChange={(hands) => set({ hands })} />

        <section class="stack co-ed-section" aria-label={t('corteo.editor.corteo')}>
          <h3>{t('corteo.editor.corteo')}</h3>
          <div class="field" role="group" aria-label={t('corteo.editor.components')}>
            <span>{t('corteo.editor.components')}</span>
            <div class="segmented">
              {COMPONENTS.map((c) => (
                <Toggle key={c} on={components.includes(c)} testid={`ed-comp-${c}`} label={COMPONENT_NAMES[c][en ? 'en' : 'it']} onClick={() => set({ components: toggleIn<Component>(components, c) })} />
              ))}
            </div>
            <p class="small muted" style="margin:0">{t('corteo.editor.units', { n: corteoUnits })}</p>
          </div>
          <div class="field" role="group" aria-label={t('corteo.editor.heads')}>
            <span>{t('corteo.editor.heads')}</span>
            <div class="segmented">
              {COMPONENTS.filter((c) => components.includes(c)).map((c) => (
                <Toggle key={c} on={f.heads.includes(c)} testid={`ed-head-${c}`} label={COMPONENT_NAMES[c][en ? 'en' : 'it']} onClick={() => set({ heads: toggleIn<Component>(f.heads, c) })} />
              ))}
            </div>
          </div>
          <div class="field" role="group" aria-label={t('corteo.editor.corteoStart')}>
            <span>{t('corteo.editor.corteoStart')}</span>
            <div class="segmented">
              <Button aria-pressed={f.start === 'piazzaMento'} data-testid="ed-start-mento" onClick={() => set({ start: 'piazzaMento' })}>{t('corteo.editor.piazzaMento')}</Button>
              <Button aria-pressed={f.start !== 'piazzaMento'} data-testid="ed-start-hexes" onClick={() => (f.start === 'piazzaMento' && set({ start: { hexes: [] } }), setPicking({ what: 'corteo' }))}>
                {typeof f.start === 'object' ? t('corteo.editor.ownHexes', { n: f.start.hexes.length }) : t('corteo.editor.chooseHexes')}
              </Button>
            </div>
          </div>
        </section>

        <section class="stack co-ed-section" aria-label={t('corteo.editor.potere')}>
          <h3>{t('corteo.editor.potere')}</h3>
          {f.lines.map((l, i) => (
            <div key={i} class="co-ed-row" role="group" aria-label={t('corteo.editor.line', { n: i + 1 })} data-testid={`ed-line-${i}`}>
              <label class="field">
                <span class="small">{t('corteo.editor.kind')}</span>
                <select class="input" value={l.kind} data-testid={`ed-line-kind-${i}`} onChange={(e) => set({ lines: f.lines.map((x, j) => (j === i ? { ...x, kind: (e.target as HTMLSelectElement).value as UnitKind } : x)) })}>
                  {POTERE_KINDS.map((k) => <option key={k} value={k}>{UNIT_TYPES[k].name[en ? 'en' : 'it']}</option>)}
                </select>
              </label>
              <Num label={t('corteo.editor.count')} value={l.count} min={1} max={POTERE_COUNTS[l.kind] ?? 10} testid={`ed-line-count-${i}`} onChange={(count) => set({ lines: f.lines.map((x, j) => (j === i ? { ...x, count } : x)) })} />
              <label class="field">
                <span class="small">{t('corteo.editor.where')}</span>
                <select
                  class="input"
                  value={areaChoice(l.where)}
                  data-testid={`ed-line-where-${i}`}
                  onChange={(e) => {
                    const v = (e.target as HTMLSelectElement).value as AreaChoice;
                    set({ lines: f.lines.map((x, j) => (j === i ? { ...x, where: v === 'hexes' ? { hexes: areaHexes(x.where) } : v } : x)) });
                    if (v === 'hexes') setPicking({ what: 'line', i });
                  }}
                >
                  {AREAS.map((a) => <option key={a} value={a}>{t(`corteo.editor.area.${a}`)}</option>)}
                </select>
              </label>
              {areaChoice(l.where) === 'hexes' && (
                <Button data-testid={`ed-line-map-${i}`} onClick={() => setPicking({ what: 'line', i })}>{t('corteo.editor.ownHexes', { n: areaHexes(l.where).length })}</Button>
              )}
              <Button variant="ghost" aria-label={t('corteo.editor.removeLine', { n: i + 1 })} onClick={() => set({ lines: f.lines.filter((_, j) => j !== i) })}>{'\u2715'}</Button>
            </div>
          ))}
          <Button data-testid="ed-add-line" onClick={() => set({ lines: [...f.lines, { kind: 'celere', count: 1, where: 'barracks', provenance: EDITOR }] })}>{t('corteo.editor.addLine')}</Button>
        </section>

        <section class="stack co-ed-section" aria-label={t('corteo.editor.schedule')}>
          <h3>{t('corteo.editor.schedule')}</h3>
          {f.schedule.map((r, i) => {
            const u = r.units?.[0] ?? { kind: 'celere' as UnitKind, count: 1 };
            const put = (patch: { hand?: number; kind?: UnitKind; count?: number }) =>
              set({ schedule: f.schedule.map((x, j) => (j === i ? { ...x, hand: patch.hand ?? x.hand, units: [{ kind: patch.kind ?? u.kind, count: patch.count ?? u.count }] } : x)) });
            return (
              <div key={i} class="co-ed-row" role="group" aria-label={t('corteo.editor.line', { n: i + 1 })} data-testid={`ed-sched-${i}`}>
                <Num label={t('corteo.editor.hand')} value={r.hand} min={2} max={f.hands} testid={`ed-sched-hand-${i}`} onChange={(hand) => put({ hand })} />
                <label class="field">
                  <span class="small">{t('corteo.editor.kind')}</span>
                  <select class="input" value={u.kind} onChange={(e) => put({ kind: (e.target as HTMLSelectElement).value as UnitKind })}>
                    {POTERE_KINDS.map((k) => <option key={k} value={k}>{UNIT_TYPES[k].name[en ? 'en' : 'it']}</option>)}
                  </select>
                </label>
                <Num label={t('corteo.editor.count')} value={u.count} min={1} max={POTERE_COUNTS[u.kind] ?? 10} testid={`ed-sched-count-${i}`} onChange={(count) => put({ count })} />
                <Button variant="ghost" aria-label={t('corteo.editor.removeLine', { n: i + 1 })} onClick={() => set({ schedule: f.schedule.filter((_, j) => j !== i) })}>{'\u2715'}</Button>
              </div>
            );
          })}
          <Button data-testid="ed-add-sched" onClick={() => set({ schedule: [...f.schedule, { hand: 2, units: [{ kind: 'celere', count: 1 }], provenance: EDITOR }] })}>{t('corteo.editor.addLine')}</Button>
        </section>

        <section class="stack co-ed-section" aria-label={t('corteo.editor.objectives')}>
          <h3>{t('corteo.editor.objectives')}</h3>
          <div class="co-ed-grid">
            {CITY_KINDS.map((k: ObjectiveKind) => {
              const on = f.kinds.includes(k);
              return (
                <div key={k} class="co-ed-row">
                  <Toggle on={on} testid={`ed-kind-${k}`} label={SHORT_NAMES[k][en ? 1 : 0]} onClick={() => set({ kinds: toggleIn(f.kinds, k) })} />
                  {on && <Num label={t('corteo.editor.ownValue')} value={f.values[k] ?? VALUE_OF.get(k) ?? 1} min={0} max={MAX_VALUE} testid={`ed-value-${k}`} onChange={(v) => set({ values: { ...f.values, [k]: v } })} />}
                </div>
              );
            })}
          </div>
          <h3>{t('corteo.editor.own')}</h3>
          {f.own.map((o, i) => (
            <div key={o.id} class="co-ed-row" role="group" aria-label={o.name} data-testid={`ed-own-${i}`}>
              <label class="field">
                <span class="small">{t('corteo.editor.ownName')}</span>
                <input class="input" maxLength={MAX_NAME} value={o.name} data-testid={`ed-own-name-${i}`} onInput={(e) => set({ own: f.own.map((x, j) => (j === i ? { ...x, name: (e.target as HTMLInputElement).value } : x)) })} />
              </label>
              <Num label={t('corteo.editor.ownValue')} value={o.value} min={1} max={MAX_VALUE} testid={`ed-own-value-${i}`} onChange={(value) => set({ own: f.own.map((x, j) => (j === i ? { ...x, value } : x)) })} />
              <Button data-testid={`ed-own-map-${i}`} onClick={() => setPicking({ what: 'own', i })}>{t('corteo.editor.ownHexes', { n: o.hexes.length })}</Button>
              <Button variant="ghost" aria-label={t('corteo.editor.removeOwn', { name: o.name })} onClick={() => set({ own: f.own.filter((_, j) => j !== i) })}>{'\u2715'}</Button>
            </div>
          ))}
          <Button
            data-testid="ed-add-own"
            onClick={() => {
              const n = f.own.length + 1;
              const id = `own-${Math.max(0, ...f.own.map((o) => Number(o.id.split('-')[1]) || 0)) + 1}`;
              set({ own: [...f.own, { id, name: t('corteo.editor.ownDefault', { n }), value: 5, hexes: [] }] });
              setPicking({ what: 'own', i: f.own.length });
            }}
          >
            {t('corteo.editor.addOwn')}
          </Button>
        </section>

        <section class="stack co-ed-section" aria-label={t('corteo.editor.special')}>
          <h3>{t('corteo.editor.special')}</h3>
          <div class="segmented">
            {SPECIAL_NOTES.map((n) => (
              <Toggle key={n.id} on={Boolean(f.special[n.id])} testid={`ed-special-${n.id}`} label={n.name[en ? 'en' : 'it']} onClick={() => set({ special: { ...f.special, [n.id]: !f.special[n.id] } })} />
            ))}
          </div>
        </section>

        <section class="stack co-ed-section" aria-label={t('corteo.editor.levels')}>
          <h3>{t('corteo.editor.levels')}</h3>
          <div class="co-ed-grid">
            {f.levels.map((min, i) => (
              <Num key={i} label={t(VICTORY_LEVELS.advanced[i].key)} value={min} min={-200} max={200} testid={`ed-level-${i}`} onChange={(v) => set({ levels: f.levels.map((x, j) => (j === i ? v : x)) })} />
            ))}
          </div>
          <p class="small muted" style="margin:0">{t('corteo.editor.levelsRest', { min: f.levels[f.levels.length - 1], level: t(VICTORY_LEVELS.advanced[f.levels.length].key) })}</p>
        </section>

        {problems.length > 0 && (
          <div class="banner" role="alert" data-testid="ed-problems">
            <p style="margin:0">{t('corteo.editor.refused')}</p>
            <ul style="margin:4px 0 0">
              {problems.map((p) => <li key={p}>{p}</li>)}
            </ul>
          </div>
        )}
      </div>
      <div class="co-ed-actions">
        <Button onClick={onCancel} data-testid="ed-cancel">{t('corteo.editor.cancel')}</Button>
        <Button variant="primary" disabled={saving} onClick={() => void save()} data-testid="ed-save">{t('corteo.editor.save')}</Button>
      </div>
    </div>
  );
}
