import { useEffect, useState } from 'preact/hooks';
import { lang, t, type Lang } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { navigate } from '../../shell/router.ts';
import { AUTOHIDE_CHOICES, HOLD_CHOICES, PACES, appPace, autoHideSec, holdMs } from '../../shell/settings.ts';
import { estimate } from '../../storage/saves.ts';
import { staffPinHash } from '../../kiosk/state.ts';
import { staffView } from '../../kiosk/signals.ts';

const LANG_NAMES: Record<Lang, string> = { it: 'Italiano', en: 'English' };

function Choice<T extends string | number>({ label, value, choices, format, onPick }: { label: string; value: T; choices: readonly T[]; format: (v: T) => string; onPick: (v: T) => void }) {
  return (
    <div class="field" role="group" aria-label={label}>
      <span>{label}</span>
      <div class="segmented">
        {choices.map((c) => (
          <Button key={String(c)} aria-pressed={c === value} onClick={() => onPick(c)}>
            {format(c)}
          </Button>
        ))}
      </div>
    </div>
  );
}

export function Settings() {
  const [usage, setUsage] = useState<{ usage?: number; quota?: number } | null>(null);
  useEffect(() => {
    estimate().then(setUsage).catch(() => setUsage(null));
  }, []);
  const mb = (n?: number) => (n === undefined ? '?' : (n / 1024 / 1024).toLocaleString(lang.value, { maximumFractionDigits: 1 }));
  return (
    <main class="screen" data-testid="settings">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => navigate({ name: 'home' })}>
          <Icon name="back" />
        </Button>
        <h1>{t('settings.title')}</h1>
      </div>
      <section class="panel stack">
        <Choice label={t('settings.language')} value={lang.value} choices={['it', 'en'] as Lang[]} format={(l) => LANG_NAMES[l]} onPick={(l) => (lang.value = l)} />
        <Choice label={t('settings.hold')} value={holdMs.value} choices={HOLD_CHOICES} format={(v) => t('settings.seconds', { n: v / 1000 })} onPick={(v) => (holdMs.value = v)} />
        <p class="muted small">{t('settings.holdHint')}</p>
        <Choice label={t('settings.autoHide')} value={autoHideSec.value} choices={AUTOHIDE_CHOICES} format={(v) => t('settings.seconds', { n: v })} onPick={(v) => (autoHideSec.value = v)} />
        <p class="muted small">{t('settings.autoHideHint')}</p>
        <Choice label={t('settings.pace')} value={appPace.value} choices={PACES} format={(p) => t(`settings.pace.${p}`)} onPick={(p) => (appPace.value = p)} />
        <p class="muted small">{t('settings.paceHint')}</p>
      </section>
      <section class="panel stack">
        <h2>{t('settings.kiosk')}</h2>
        <p class="muted small">{t('settings.kioskHint')}</p>
        <Button onClick={() => (staffView.value = staffPinHash.value ? 'gate' : 'set')} data-testid="open-kiosk">
          {t('settings.kioskOpen')}
        </Button>
      </section>
      <section class="panel stack">
        <h2>{t('settings.storage')}</h2>
        <p>{usage ? t('settings.storageUsed', { used: mb(usage.usage), quota: mb(usage.quota) }) : t('settings.storageUnknown')}</p>
        <p class="muted small">{t('settings.storageHint')}</p>
        <p class="muted small">
          {t('settings.version', { v: __APP_VERSION__ })}
        </p>
      </section>
    </main>
  );
}
