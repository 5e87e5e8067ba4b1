// Help in our own words: how the hand-off works, and each game's rules summary. Opened from a
// game's table, a game's help starts at the section that applies now (`at`, from the game's
// `helpAt`): that section comes into view, is marked "now at the table" and takes the focus.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t, tx } from '../../i18n/index.ts';
import { GAMES, gameEntry, loadGame } from '../../games/registry.ts';
import type { HelpSection } from '../../games/types.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { ReloadNotice } from '../../ui/ReloadNotice.tsx';
import { reloadForUpdate } from '../../pwa/reload.ts';
import { navigate } from '../../shell/router.ts';
import { goBack } from '../../shell/history.ts';

const GENERAL = ['help.general.pass', 'help.general.cover', 'help.general.private', 'help.general.saved', 'help.general.offline'];

export function Help({ gameId, at }: { gameId?: string; at?: string }) {
  const [sections, setSections] = useState<readonly HelpSection[] | null>(null);
  const [failed, setFailed] = useState(false);
  const entry = gameId ? gameEntry(gameId) : undefined;
  useEffect(() => {
    setSections(null);
    setFailed(false);
    if (entry?.load) loadGame(entry.id).then((p) => setSections(p.help), () => setFailed(true));
  }, [gameId]);
  const here = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Straight to the rule, its "now" tag in view (no smooth scroll: a reader who asked for it wants it now).
    here.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [sections, at]);
  return (
    <main class="screen" data-testid="help">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => goBack()}>
          <Icon name="back" />
        </Button>
        <h1>{entry ? t('help.rulesOf', { game: entry.title }) : t('help.title')}</h1>
      </div>
      {!entry && (
        <section class="panel help-body">
          {GENERAL.map((k) => (
            <section key={k}>
              <h2>{t(`${k}.title`)}</h2>
              <p>{t(`${k}.body`)}</p>
            </section>
          ))}
          <h2>{t('help.games')}</h2>
          <div class="row">
            {GAMES.filter((g) => g.load).map((g) => (
              <Button key={g.id} onClick={() => navigate({ name: 'help', gameId: g.id })}>
                {g.title}
              </Button>
            ))}
          </div>
        </section>
      )}
      {entry && failed && <ReloadNotice message={t('update.reloadToOpen')} onReload={reloadForUpdate} />}
      {entry && sections && (
        <section class="panel help-body">
          {sections.map((s, i) => {
            const now = !!at && s.id === at;
            return (
              <section key={i} ref={now ? here : undefined} id={s.id && `help-${s.id}`} class={now ? 'help-now' : undefined} data-testid={now ? 'help-now' : undefined}>
                {now && <p class="help-now-tag">{t('help.now')}</p>}
                <h2 ref={now ? heading : undefined} tabIndex={now ? -1 : undefined}>
                  {tx(s.title)}
                </h2>
                {s.rulebook && (
                  <p class="help-cite">
                    {s.rulebook.page ? t('help.rulebook.page', { section: s.rulebook.section, page: s.rulebook.page }) : t('help.rulebook', { section: s.rulebook.section })}
                  </p>
                )}
                {s.body.map((b, j) => (
                  <p key={j}>{tx(b)}</p>
                ))}
              </section>
            );
          })}
        </section>
      )}
    </main>
  );
}
