// "I tuoi scenari" in Corteo's wizard: the scenarios made in the editor and kept on this device
// (the app's shelf), each chosen like a printed one, edited, exported to a file or deleted; a
// new one, and one imported from a file (checked against the rules before it is kept).
import { useEffect, useRef, useState } from 'preact/hooks';
import { lang, t } from '../../../i18n/index.ts';
import type { Json } from '../../../engine/types.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/Dialog.tsx';
import { showToast } from '../../../ui/toast.tsx';
import type { OptionsProps, Shelf, ShelfRow } from '../../types.ts';
import type { Scenario } from '../content/scenarios/types.ts';
import { blankScenario, readScenario } from '../rules/scenario-check.ts';
import { checkScenarioFile } from './scenario-text.ts';
import type { CorteoOptions } from '../rules/types.ts';
import { ScenarioEditor } from './ScenarioEditor.tsx';
import './editor.css';

const newId = () => `custom-${globalThis.crypto.randomUUID()}`;

/** The options that play this scenario: a copy of it travels with the game. */
export function withScenario(o: CorteoOptions, sc: Scenario | null): CorteoOptions {
  const { custom: _c, rallyPlace: _r, extraHands: _e, prolong: _p, ...rest } = o;
  if (!sc) return { ...rest, scenario: undefined };
  return { ...rest, mode: sc.mode, scenario: sc.id, custom: sc, special: sc.special, ...(sc.special?.national ? { waitsEnd: true } : {}) };
}

export function MyScenarios({ options: o, onChange, shelf }: OptionsProps<CorteoOptions> & { shelf: Shelf }) {
  const [rows, setRows] = useState<{ row: ShelfRow; sc: Scenario }[]>([]);
  const [editing, setEditing] = useState<Scenario | null>(null);
  const [deleting, setDeleting] = useState<{ row: ShelfRow; sc: Scenario } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const reload = () =>
    shelf
      .list()
      .then((list) => setRows(list.flatMap((row) => { const sc = readScenario(row.data); return sc ? [{ row, sc }] : []; })))
      .catch((err: Error) => showToast(err.message, 'error'));
  useEffect(() => void reload(), [shelf]);

  const save = async (sc: Scenario) => {
    await shelf.put({ id: sc.id, name: sc.name.it, updatedAt: Date.now(), data: sc as unknown as Json });
    setEditing(null);
    showToast(t('corteo.editor.saved', { name: sc.name.it }));
    // The scenario chosen in the wizard is the one just saved: the game gets the new copy.
    if (o.custom?.id === sc.id) onChange(withScenario(o, sc));
    await reload();
  };
  const remove = async (row: ShelfRow) => {
    setDeleting(null);
    try {
      await shelf.remove(row.id);
      if (o.custom?.id === row.id) onChange(withScenario(o, null));
    } catch (err) {
      showToast((err as Error).message, 'error');
    }
    await reload();
  };
  const importFile = async (file: File) => {
    try {
      const check = checkScenarioFile(lang.value === 'en' ? 'en' : 'it', newId);
      const row = await shelf.importFile(file, (data, taken) => check(data, taken) as ReturnType<Parameters<Shelf['importFile']>[1]>);
      showToast(t('corteo.editor.imported', { name: row.name }));
    } catch (err) {
      showToast(t('corteo.editor.file.refused', { why: (err as Error).message }), 'error');
    }
    await reload();
  };

  return (
    <div class="field" role="group" aria-label={t('corteo.editor.mine')} data-testid="my-scenarios">
      <span>{t('corteo.editor.mine')}</span>
      {rows.map(({ row, sc }) => (
        <div key={row.id} class="co-my-row">
          <Button block style="text-align:start" aria-pressed={o.scenario === sc.id} data-testid={`my-scenario-${row.id}`} onClick={() => onChange(withScenario(o, sc))}>
            <span class="stack" style="gap:2px;text-align:start">
              <strong>{sc.name.it}</strong>
              <span class="small">{t('corteo.editor.mineHint')}</span>
            </span>
          </Button>
          <div class="co-my-actions">
            <Button aria-label={t('corteo.editor.edit', { name: sc.name.it })} data-testid={`my-edit-${row.id}`} onClick={() => setEditing(sc)}>{'\u270e'}</Button>
            <Button aria-label={t('corteo.editor.export', { name: sc.name.it })} data-testid={`my-export-${row.id}`} onClick={() => shelf.exportFile(row)}>{'\u2913'}</Button>
            <Button variant="ghost" aria-label={t('corteo.editor.delete', { name: sc.name.it })} data-testid={`my-delete-${row.id}`} onClick={() => setDeleting({ row, sc })}>{'\u2715'}</Button>
          </div>
        </div>
      ))}
      <div class="segmented">
        <Button data-testid="scenario-new" onClick={() => setEditing(blankScenario(newId(), t('corteo.editor.defaultName')))}>{t('corteo.editor.new')}</Button>
        <Button data-testid="scenario-import" onClick={() => fileRef.current?.click()}>{t('corteo.editor.import')}</Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="scenario-import-file"
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            const f = input.files?.[0];
            input.value = '';
            if (f) void importFile(f);
          }}
        />
      </div>
      {editing && <ScenarioEditor initial={editing} onSave={save} onCancel={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('corteo.editor.delete', { name: deleting.sc.name.it })}
          confirmLabel={t('corteo.editor.delete', { name: deleting.sc.name.it })}
          cancelLabel={t('corteo.editor.cancel')}
          danger
          onConfirm={() => void remove(deleting.row)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('corteo.editor.deleteAsk', { name: deleting.sc.name.it })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
