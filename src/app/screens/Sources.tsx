// "Fonti": what comes from each rulebook and what we reconstructed, with the reasons and the
// readings we chose where a rulebook is ambiguous.
import { useEffect, useState } from 'preact/hooks';
import { t, tx } from '../../i18n/index.ts';
import { GAMES } from '../../games/registry.ts';
import { loadContent } from '../../games/sources.ts';
import { summarizeContent, type GameContent } from '../../engine/content.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { navigate } from '../../shell/router.ts';

export function Sources() {
  const [contents, setContents] = useState<GameContent[]>([]);
  useEffect(() => {
    Promise.all(GAMES.map((g) => loadContent(g.id))).then((all) => setContents(all.filter((c): c is GameContent => c !== null)));
  }, []);
  return (
    <main class="screen" data-testid="sources">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => navigate({ name: 'home' })}>
          <Icon name="back" />
        </Button>
        <h1>{t('sources.title')}</h1>
      </div>
      <p class="muted">{t('sources.intro')}</p>
      {contents.map((c) => {
        const title = GAMES.find((g) => g.id === c.gameId)?.title ?? c.gameId;
        const summary = summarizeContent(c);
        return (
          <section key={c.gameId} class="panel stack">
            <h2>{title}</h2>
            <div class="table-scroll">
            <table class="sources">
              <thead>
                <tr>
                  <th>{t('sources.family')}</th>
                  <th>{t('sources.count')}</th>
                  <th>{t('sources.rulebook')}</th>
                  <th>{t('sources.reconstructed')}</th>
                </tr>
              </thead>
              <tbody>
                {c.families.map((f, i) => (
                  <tr key={f.id}>
                    <td>{tx(f.name)}</td>
                    <td>{summary[i].count}</td>
                    <td>{summary[i].rulebook}</td>
                    <td>{summary[i].reconstructed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
            <h3>{t('sources.reconstructions')}</h3>
            <ul>
              {c.families.flatMap((f) => {
                const notes = new Set<string>();
                for (const r of f.records) if (r.provenance.source === 'reconstructed') notes.add(tx(r.provenance.note));
                return [...notes].map((n) => (
                  <li key={`${f.id}-${n}`}>
                    <strong>{tx(f.name)}:</strong> {n}
                  </li>
                ));
              })}
            </ul>
            {c.rulings.length > 0 && (
              <>
                <h3>{t('sources.rulings')}</h3>
                <ul>
                  {c.rulings.map((r, i) => (
                    <li key={i}>
                      <strong>{r.section}:</strong> {tx(r.text)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        );
      })}
      {GAMES.filter((g) => !contents.some((c) => c.gameId === g.id)).map((g) => (
        <p key={g.id} class="muted">
          {t('sources.notYet', { game: g.title })}
        </p>
      ))}
    </main>
  );
}
