// "Fonti": for one game at a time, what comes from its rulebook, what we reconstructed (and
// why), and how we read the points the rulebook leaves open. Lists, not tables: they fit a phone.
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
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    Promise.all(GAMES.map((g) => loadContent(g.id))).then((all) => setContents(all.filter((c): c is GameContent => c !== null)));
  }, []);
  const shown = contents.find((c) => c.gameId === chosen) ?? contents[0];
  const titleOf = (id: string) => GAMES.find((g) => g.id === id)?.title ?? id;
  return (
    <main class="screen" data-testid="sources">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => navigate({ name: 'home' })}>
          <Icon name="back" />
        </Button>
        <h1>{t('sources.title')}</h1>
      </div>
      <p class="muted">{t('sources.intro')}</p>
      {contents.length > 0 && (
        <div class="segmented sources-games" role="group" aria-label={t('sources.pick')}>
          {contents.map((c) => (
            <Button key={c.gameId} aria-pressed={c === shown} onClick={() => setChosen(c.gameId)} data-testid={`sources-${c.gameId}`}>
              {titleOf(c.gameId)}
            </Button>
          ))}
        </div>
      )}
      {shown && <GameSources content={shown} title={titleOf(shown.gameId)} />}
      {GAMES.filter((g) => !contents.some((c) => c.gameId === g.id)).map((g) => (
        <p key={g.id} class="muted">
          {t('sources.notYet', { game: g.title })}
        </p>
      ))}
    </main>
  );
}

function GameSources({ content, title }: { content: GameContent; title: string }) {
  const summary = summarizeContent(content);
  // What we reconstructed, grouped by family: each family's reasons once, not once a record.
  const reconstructed = content.families
    .map((f) => {
      const notes = new Set<string>();
      for (const r of f.records) if (r.provenance.source === 'reconstructed') notes.add(tx(r.provenance.note));
      return { family: tx(f.name), notes: [...notes] };
    })
    .filter((g) => g.notes.length > 0);
  // The rulings grouped by the rulebook's section they read.
  const rulings = new Map<string, string[]>();
  for (const r of content.rulings) rulings.set(r.section, [...(rulings.get(r.section) ?? []), tx(r.text)]);
  return (
    <section class="panel stack sources-game" data-testid={`sources-game-${content.gameId}`}>
      <h2>{title}</h2>
      <h3>{t('sources.components')}</h3>
      <ul class="sources-families">
        {content.families.map((f, i) => {
          const s = summary[i];
          return (
            <li key={f.id}>
              <strong>{tx(f.name)}</strong>
              <span class="muted">
                {s.reconstructed === 0
                  ? t('sources.allRulebook', { n: s.count })
                  : s.rulebook === 0
                    ? t('sources.allReconstructed', { n: s.count })
                    : t('sources.mixed', { n: s.count, rulebook: s.rulebook, reconstructed: s.reconstructed })}
              </span>
            </li>
          );
        })}
      </ul>
      {/* The long parts fold: the page opens on its summary, a phone screen or two, not twenty. */}
      {reconstructed.length > 0 && (
        <details class="sources-fold" data-testid="sources-reconstructions">
          <summary>
            <span class="grow">{t('sources.reconstructions')}</span>
            <span class="badge">{reconstructed.reduce((n, g) => n + g.notes.length, 0)}</span>
          </summary>
          {reconstructed.map((g) => (
            <div key={g.family} class="sources-group">
              <h3>{g.family}</h3>
              <ul class="sources-notes">
                {g.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      )}
      {rulings.size > 0 && (
        <details class="sources-fold" data-testid="sources-rulings">
          <summary>
            <span class="grow">{t('sources.rulings')}</span>
            <span class="badge">{content.rulings.length}</span>
          </summary>
          {[...rulings].map(([section, texts]) => (
            <div key={section} class="sources-group">
              {/* The section is the Italian rulebook's own title, quoted as it is printed. */}
              <h3>{t('sources.section', { section })}</h3>
              <ul class="sources-notes">
                {texts.map((text, i) => (
                  <li key={i}>{text}</li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
