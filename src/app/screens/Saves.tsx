// Saved games: resume, delete (after a question), export to a file and import one back. A
// campaign is one entry, its latest mission, with the earlier missions folded under it.
import { useEffect, useRef, useState } from 'preact/hooks';
import { lang, t } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.tsx';
import { navigate } from '../../shell/router.ts';
import { store } from '../../shell/services.ts';
import { downloadText } from '../../shell/download.ts';
import type { SaveMeta } from '../../storage/db.ts';
import { exportFileName, exportSaveText, importSave } from '../../storage/transfer.ts';
import { gameEntry, loadGame } from '../../games/registry.ts';
import { groupSaves } from './save-groups.ts';
import { seatLabel } from '../../table/seats.ts';

/** Does this save's file show a secret? An unfinished game whose options hide something (registry `hides`). */
export function exportShowsSecrets(s: Pick<SaveMeta, 'gameId' | 'status' | 'setup'>): boolean {
  const options = s.setup.options;
  const hides = gameEntry(s.gameId)?.hides;
  return s.status !== 'finished' && !!hides?.(typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {});
}

async function resolveRules(gameId: string) {
  if (!gameEntry(gameId)?.load) return null;
  return (await loadGame(gameId)).rules;
}

export function Saves() {
  const [saves, setSaves] = useState<SaveMeta[] | null>(null);
  const [toDelete, setToDelete] = useState<SaveMeta | null>(null);
  const [toExport, setToExport] = useState<SaveMeta | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const refresh = () =>
    store
      .list()
      .then(setSaves)
      .catch(() => setSaves([]));
  useEffect(() => void refresh(), []);

  const onExport = async (s: SaveMeta, asked = false) => {
    // An unfinished game that hides something: the file shows every secret, so ask first.
    if (!asked && exportShowsSecrets(s)) return setToExport(s);
    try {
      downloadText(exportFileName(s), await exportSaveText(store, s.id));
    } catch (err) {
      showToast(t((err as { reason?: string }).reason ?? 'storage.error.unknown'), 'error');
    }
  };

  const onImport = async (file: File) => {
    try {
      await importSave(store, file, resolveRules, {
        teams: (id) => Boolean(gameEntry(id)?.teams),
        nextOptions: async (id, state, setup) => (await loadGame(id)).nextSetup?.(state, setup)?.options ?? null,
      });
      showToast(t('saves.imported'));
      await refresh();
    } catch (err) {
      showToast(t((err as { reason?: string }).reason ?? 'import.error.corrupt'), 'error');
    }
  };

  const fmt = new Intl.DateTimeFormat(lang.value, { dateStyle: 'medium', timeStyle: 'short' });
  const item = (s: SaveMeta, mission: number | null) => (
    <div class="panel save-item" data-testid="save-item">
      <div class="grow">
        <h2 class="save-title">
          {s.title} <span class="badge">{t(`saves.status.${s.status}`)}</span>
        </h2>
        {mission !== null && <div class="small">{t('saves.campaign.mission', { n: mission })}</div>}
        <div class="muted small" data-testid="save-seats">{s.seats.map(seatLabel).join(', ')}</div>
        <div class="muted small">{t('saves.when', { date: fmt.format(s.updatedAt), moves: s.moveCount })}</div>
      </div>
      <div class="row">
        {gameEntry(s.gameId)?.load && (
          <Button variant="primary" onClick={() => navigate({ name: 'play', saveId: s.id })}>
            {s.status === 'finished' ? t('saves.review') : t('saves.resume')}
          </Button>
        )}
        <Button onClick={() => onExport(s)}>{t('saves.export')}</Button>
        <Button variant="danger" onClick={() => setToDelete(s)}>
          {t('saves.delete')}
        </Button>
      </div>
    </div>
  );
  return (
    <main class="screen" data-testid="saves">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => navigate({ name: 'home' })}>
          <Icon name="back" />
        </Button>
        <h1>{t('saves.title')}</h1>
      </div>
      <div class="row">
        <Button onClick={() => fileRef.current?.click()}>{t('saves.import')}</Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="import-file"
          onChange={(e) => {
            const f = (e.target as HTMLInputElement).files?.[0];
            (e.target as HTMLInputElement).value = '';
            if (f) void onImport(f);
          }}
        />
      </div>
      {saves && saves.length === 0 && <p class="muted">{t('saves.none')}</p>}
      <ul class="list">
        {saves &&
          groupSaves(saves).map((g) => (
            <li key={g.save.id} class="save-group">
              {item(g.save, g.mission)}
              {g.earlier.length > 0 && (
                <details class="save-earlier">
                  <summary>{t('saves.campaign.earlier', { n: g.earlier.length })}</summary>
                  <ul class="list">
                    {g.earlier.map((s) => (
                      <li key={s.id}>{item(s, s.campaign?.mission ?? 1)}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
      </ul>
      {toExport && (
        <ConfirmDialog
          title={t('saves.exportTitle')}
          confirmLabel={t('saves.exportAnyway')}
          cancelLabel={t('common.cancel')}
          onCancel={() => setToExport(null)}
          onConfirm={() => {
            const s = toExport;
            setToExport(null);
            void onExport(s, true);
          }}
        >
          <p data-testid="export-warning">{t('saves.exportBody')}</p>
        </ConfirmDialog>
      )}
      {toDelete && (
        <ConfirmDialog
          title={t('saves.deleteTitle')}
          danger
          confirmLabel={t('saves.delete')}
          cancelLabel={t('common.cancel')}
          onCancel={() => setToDelete(null)}
          onConfirm={async () => {
            const id = toDelete.id;
            setToDelete(null);
            try {
              await store.remove(id);
            } catch (err) {
              showToast(t((err as { reason?: string }).reason ?? 'storage.error.unknown'), 'error');
            }
            await refresh();
          }}
        >
          <p>{t('saves.deleteBody', { title: toDelete.title, names: toDelete.seats.map(seatLabel).join(', ') })}</p>
        </ConfirmDialog>
      )}
    </main>
  );
}
