// The staff panel: museum mode on or off, the idle time, which games visitors see (any playable
// game of the registry), the visitor statistics (by game, language and day) with a CSV export
// and a reset, storage, the app version and a check for updates.
import { useEffect, useState } from 'preact/hooks';
import { lang, t } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/Dialog.tsx';
import { showToast } from '../ui/toast.tsx';
import { estimate } from '../storage/saves.ts';
import { applyUpdate, checkForUpdate } from '../pwa/register.ts';
import { updateReady } from '../pwa/status.ts';
import { KIOSK_CHOICES, entryKey } from './entries.ts';
import { summarize, toCsv, type Counts, type KioskStats } from './stats.ts';
import { IDLE_CHOICES, enabledEntries, idleSec, isPlayable, readStats, resetStats, saveConfig, sweep } from './state.ts';
import { kioskOn } from './flags.ts';
import { kioskHints, staffView } from './signals.ts';
import { wakeLockState } from './wake.ts';
import { entryTitle } from './Attract.tsx';

function CountsRow({ label, c, testid }: { label: string; c: Counts; testid?: string }) {
  return (
    <tr data-testid={testid}>
      <th scope="row">{label}</th>
      <td data-k="started">{c.started}</td>
      <td data-k="finished">{c.finished}</td>
      <td data-k="abandoned">{c.abandoned}</td>
    </tr>
  );
}

function StatsTable({ caption, rows }: { caption: string; rows: { label: string; c: Counts; testid?: string }[] }) {
  return (
    <table class="kiosk-stats">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('kiosk.stat.what')}</th>
          <th scope="col">{t('kiosk.stat.started')}</th>
          <th scope="col">{t('kiosk.stat.finished')}</th>
          <th scope="col">{t('kiosk.stat.abandoned')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <CountsRow key={r.label} {...r} />
        ))}
      </tbody>
    </table>
  );
}

function gameLabel(key: string): string {
  const [gameId, mode] = key.split('|');
  return entryTitle(mode && mode !== 'standard' ? { gameId, mode } : { gameId });
}

export function StaffPanel() {
  const [stats, setStats] = useState<KioskStats | null>(null);
  const [usage, setUsage] = useState<{ usage: number; quota: number } | null>(null);
  const [checking, setChecking] = useState(false);
  const [askReset, setAskReset] = useState(false);
  const refresh = async () => {
    // Games nobody is playing are counted before the figures are shown (not the one on screen).
    const m = location.hash.match(/^#\/play\/(.+)$/);
    await sweep(m ? decodeURIComponent(m[1]) : null);
    setStats(await readStats());
    setUsage(await estimate());
  };
  useEffect(() => {
    void refresh();
  }, []);

  const mb = (n: number) => (n / 1024 / 1024).toLocaleString(lang.value, { maximumFractionDigits: 1 });
  const toggle = (key: string) => {
    const on = enabledEntries.value.some((e) => entryKey(e) === key);
    const next = KIOSK_CHOICES.filter((c) => (entryKey(c) === key ? !on : enabledEntries.value.some((e) => entryKey(e) === entryKey(c))));
    enabledEntries.value = next;
    void saveConfig();
  };
  const exportCsv = () => {
    if (!stats) return;
    const blob = new Blob([toCsv(stats)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `passamano-visitatori-${new Date().toISOString().slice(0, 10)}.csv`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const check = async () => {
    setChecking(true);
    const found = await checkForUpdate(30_000);
    setChecking(false);
    if (!found) showToast(t('kiosk.staff.upToDate'));
  };
  const s = stats ? summarize(stats) : null;
  return (
    <div class="kiosk-panel" role="dialog" aria-modal="true" aria-labelledby="staff-title" data-testid="staff-panel">
      <div class="screen">
        <div class="topbar">
          <h1 id="staff-title" class="grow">
            {t('kiosk.staff.title')}
          </h1>
          <Button variant="primary" onClick={() => (staffView.value = null)} data-testid="staff-close">
            {t('common.close')}
          </Button>
        </div>

        <section class="panel stack">
          <div class="field" role="group" aria-label={t('kiosk.staff.mode')}>
            <span>{t('kiosk.staff.mode')}</span>
            <div class="segmented">
              {[true, false].map((v) => (
                <Button
                  key={String(v)}
                  aria-pressed={kioskOn.value === v}
                  data-testid={v ? 'kiosk-on' : 'kiosk-off'}
                  onClick={() => {
                    kioskOn.value = v;
                    void saveConfig();
                  }}
                >
                  {t(v ? 'kiosk.staff.on' : 'kiosk.staff.off')}
                </Button>
              ))}
            </div>
          </div>
          <p class="muted small">{t('kiosk.staff.modeHint')}</p>
          <div class="field" role="group" aria-label={t('kiosk.staff.idle')}>
            <span>{t('kiosk.staff.idle')}</span>
            <div class="segmented">
              {IDLE_CHOICES.map((v) => (
                <Button
                  key={v}
                  aria-pressed={idleSec.value === v}
                  onClick={() => {
                    idleSec.value = v;
                    void saveConfig();
                  }}
                >
                  {t('settings.seconds', { n: v })}
                </Button>
              ))}
            </div>
          </div>
          <div class="kiosk-switch-row">
            <span class="grow" id="hints-label">
              {t('kiosk.staff.hints')}
            </span>
            <button
              type="button"
              role="switch"
              class="kiosk-switch"
              aria-checked={kioskHints.value}
              aria-labelledby="hints-label"
              onClick={() => {
                kioskHints.value = !kioskHints.value;
                void saveConfig();
              }}
              data-testid="kiosk-hints"
            >
              <span class="kiosk-switch-knob" aria-hidden="true" />
            </button>
          </div>
          <p class="muted small">{t('kiosk.staff.hintsHint')}</p>
          <fieldset class="kiosk-games">
            <legend>{t('kiosk.staff.games')}</legend>
            {/* The playable games first (in their order), the coming ones after them. */}
            {[...KIOSK_CHOICES].sort((a, b) => Number(isPlayable(b.gameId)) - Number(isPlayable(a.gameId))).map((c) => {
              const key = entryKey(c);
              const playable = isPlayable(c.gameId);
              const on = enabledEntries.value.some((e) => entryKey(e) === key);
              return (
                <div key={key} class="kiosk-switch-row">
                  <span class="grow" id={`enable-label-${key}`}>
                    {entryTitle(c)}
                    {!playable && <span class="muted small"> ({t('kiosk.staff.coming')})</span>}
                  </span>
                  {/* A coming game cannot be offered yet (one enabled earlier can still be turned off). */}
                  <button
                    type="button"
                    role="switch"
                    class="kiosk-switch"
                    aria-checked={on}
                    aria-labelledby={`enable-label-${key}`}
                    disabled={!playable && !on}
                    onClick={() => toggle(key)}
                    data-testid={`enable-${key}`}
                  >
                    <span class="kiosk-switch-knob" aria-hidden="true" />
                  </button>
                </div>
              );
            })}
          </fieldset>
          <Button onClick={() => (staffView.value = 'set')}>{t('kiosk.staff.changePin')}</Button>
        </section>

        <section class="panel stack" data-testid="staff-stats">
          <h2>{t('kiosk.staff.stats')}</h2>
          {s && s.byDay.length === 0 && <p class="muted">{t('kiosk.stat.none')}</p>}
          {s && s.byDay.length > 0 && (
            <div class="kiosk-stats-grid">
              <StatsTable caption={t('kiosk.stat.total')} rows={[{ label: t('kiosk.stat.total'), c: s.total, testid: 'stat-total' }]} />
              <StatsTable caption={t('kiosk.stat.byGame')} rows={[...s.byGame].map(([k, c]) => ({ label: gameLabel(k), c, testid: `stat-game-${k}` }))} />
              <StatsTable caption={t('kiosk.stat.byLang')} rows={[...s.byLang].map(([k, c]) => ({ label: k === 'en' ? 'English' : 'Italiano', c, testid: `stat-lang-${k}` }))} />
              <StatsTable
                caption={t('kiosk.stat.byDay')}
                rows={s.byDay.slice(0, 31).map(([d, c]) => ({ label: new Date(`${d}T12:00:00`).toLocaleDateString(lang.value, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }), c, testid: `stat-day-${d}` }))}
              />
            </div>
          )}
          <div class="row">
            <Button onClick={exportCsv} disabled={!stats} data-testid="export-csv">
              {t('kiosk.staff.export')}
            </Button>
            <Button variant="danger" onClick={() => setAskReset(true)} data-testid="reset-stats">
              {t('kiosk.staff.reset')}
            </Button>
          </div>
        </section>

        <section class="panel stack">
          <h2>{t('kiosk.staff.device')}</h2>
          <p data-testid="staff-storage">{usage ? t('settings.storageUsed', { used: mb(usage.usage), quota: mb(usage.quota) }) : t('settings.storageUnknown')}</p>
          <p>{t(`kiosk.wake.${wakeLockState.value}`)}</p>
          <p data-testid="staff-version">{t('settings.version', { v: __APP_VERSION__ })}</p>
          <div class="row">
            <Button onClick={check} disabled={checking} data-testid="check-update">
              {checking ? t('kiosk.staff.checking') : t('kiosk.staff.check')}
            </Button>
            {updateReady.value && (
              <Button variant="primary" onClick={() => applyUpdate()}>
                {t('update.apply')}
              </Button>
            )}
          </div>
          {updateReady.value && <p class="banner">{t('update.ready')}</p>}
        </section>
      </div>
      {askReset && (
        <ConfirmDialog
          title={t('kiosk.staff.resetTitle')}
          confirmLabel={t('kiosk.staff.reset')}
          cancelLabel={t('common.cancel')}
          danger
          onCancel={() => setAskReset(false)}
          onConfirm={async () => {
            setAskReset(false);
            await resetStats();
            setStats(await readStats());
            showToast(t('kiosk.staff.resetDone'));
          }}
        >
          <p>{t('kiosk.staff.resetBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
