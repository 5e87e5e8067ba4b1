// A rebel's private screen: the hand (with the leader), the cards played face down in this
// mission, the scoring boxes, and the secret steps (playing face down, the scoring-box card,
// discarding to the hand limit). Every secret step has the same layout for every seat: task,
// mission, hand, leader, played cards, boxes, then one row of actions; only the words and the
// cards differ, never the shape or the number of taps: every box has a fixed height and scrolls
// what does not fit (private.css), however many cards a seat holds.
import { useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { PrivateProps } from '../../types.ts';
import type { MissionKind, PileKind, RibelleMove, RibelleView } from '../rules.ts';
import { DECISION_KINDS } from '../rules.ts';
import { Button } from '../../../ui/Button.tsx';
import { useAct } from '../../../ui/useAct.ts';
import { CardFace, LeaderFace, MissionCard, ValuesKey, leaderName } from './parts.tsx';
import './layout.css';
import './cards.css';
import './private.css';

const PILES: PileKind[] = ['military', 'political', 'social'];

export function RibellePrivate({ view, decision, onMove }: PrivateProps<RibelleView, RibelleMove>) {
  const me = view.me!;
  const kind = decision?.kind ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const { act, busy } = useAct(onMove);
  const focus: MissionKind | null = kind === DECISION_KINDS.scorePile ? view.detail.pile : (view.mission?.kind ?? null);
  const playing = kind === DECISION_KINDS.playMilitary || kind === DECISION_KINDS.playOne;
  const leaderOk = playing;
  const picking = playing || kind === DECISION_KINDS.scorePile || kind === DECISION_KINDS.discard;
  // A card chosen and then played leaves the hand: forget it.
  const inHand = chosen !== null && (me.hand.some((c) => c.id === chosen) || (leaderOk && me.leader?.id === chosen));
  const pick = inHand ? chosen : null;

  const send = async (move: RibelleMove) => {
    const r = await act(move);
    if (r?.ok) setChosen(null);
  };

  const taskText = !decision
    ? t('ribelle.ui.private.look')
    : kind === DECISION_KINDS.playMilitary
      ? t('ribelle.ui.private.playMilitary')
      : kind === DECISION_KINDS.playOne
        ? t('ribelle.ui.private.playOne')
        : kind === DECISION_KINDS.scorePile
          ? t('ribelle.ui.private.scorePile', { pile: t(`ribelle.pile.${view.detail.pile ?? 'military'}`) })
          : kind === DECISION_KINDS.discard
            ? t('ribelle.ui.private.discard', { excess: view.detail.excess ?? me.over })
            : t('ribelle.ui.private.look');

  return (
    <div class="rr rr-private stack">
      <section class="rr-task" data-testid="private-task">
        <strong>{t('ribelle.ui.private.task')}</strong>
        <p class="rr-task-text">{taskText}</p>
      </section>

      {view.mission && <MissionCard mission={view.mission} objectives={view.objectives} target={view.target} players={view.players} compact />}

      <section class="panel stack" aria-label={t('ribelle.ui.private.hand')}>
        <div class="row">
          <div class="grow">
            <h3 style="margin:0">{t('ribelle.ui.private.hand')}</h3>
            <span class="small muted">{t('ribelle.ui.private.handCount', { n: me.hand.length, limit: me.handLimit })}</span>
          </div>
          {/* Always there, whatever the hand holds: every seat's screen has one shape. */}
          <ValuesKey />
        </div>
        <div class="rr-hand">
          {me.hand.length === 0 && <p class="muted">{t('ribelle.ui.private.emptyHand')}</p>}
          {me.hand.map((c, i) =>
            picking ? (
              <button key={c.id} class="rr-pick" aria-pressed={pick === c.id} data-testid={`hand-${i}`} onClick={() => setChosen(pick === c.id ? null : c.id)}>
                <CardFace card={c} focus={focus} secret note={pick === c.id ? t('ribelle.ui.private.selected') : undefined} />
              </button>
            ) : (
              <div key={c.id} class="rr-pick-static">
                <CardFace card={c} focus={focus} secret />
              </div>
            ),
          )}
        </div>
      </section>

      <section class="panel stack" aria-label={t('ribelle.ui.private.leader')}>
        <h3>{t('ribelle.ui.private.leader')}</h3>
        <div class="rr-leader-slot">
        {me.leader ? (
          leaderOk ? (
            <button class="rr-pick rr-pick-leader" aria-pressed={pick === me.leader.id} data-testid="hand-leader" onClick={() => setChosen(pick === me.leader!.id ? null : me.leader!.id)}>
              <LeaderFace leader={me.leader} focus={focus} secret note={pick === me.leader.id ? t('ribelle.ui.private.selected') : undefined} />
            </button>
          ) : (
            <div class="rr-pick-static rr-pick-leader">
              <LeaderFace leader={me.leader} focus={focus} secret />
            </div>
          )
        ) : (
          <p class="muted small">{t('ribelle.ui.private.noLeader')}</p>
        )}
        </div>
        <p class="small muted rr-line" data-secret="">
          {me.nextLeader ? t('ribelle.ui.private.nextLeader', { name: leaderName(me.nextLeader) }) : ''}
        </p>
      </section>

      <section class="panel stack" aria-label={t('ribelle.ui.private.played')}>
        <h3>{t('ribelle.ui.private.played')}</h3>
        <div class="rr-hand rr-hand-small" data-testid={me.played.length === 0 && !me.playedLeader ? undefined : 'my-played'}>
          {me.played.length === 0 && !me.playedLeader && <p class="muted small">{t('ribelle.ui.private.playedNone')}</p>}
          {me.playedLeader && <LeaderFace leader={me.playedLeader} focus={focus} secret />}
          {me.played.map((c) => (
            <CardFace key={c.id} card={c} focus={focus} secret small />
          ))}
        </div>
      </section>

      <section class="panel stack" aria-label={t('ribelle.ui.private.piles')}>
        <h3>{t('ribelle.ui.private.piles')}</h3>
        <div class="rr-piles">
          {PILES.map((p) => {
            const cards = me.piles[p];
            return (
              <div key={p} class={`rr-pile rr-pile-${p} ${view.detail.pile === p && kind === DECISION_KINDS.scorePile ? 'rr-pile-now' : ''}`}>
                {/* "Militare (2)", or "Militare vuoto": never "(0)vuoto". */}
                <strong>
                  {t(`ribelle.pile.${p}`)}
                  {cards.length > 0 ? ` (${cards.length})` : ''}
                </strong>{' '}
                {cards.length === 0 ? (
                  <span class="small muted">{t('ribelle.ui.private.pileEmpty')}</span>
                ) : (
                  <ol class="rr-pile-list" data-secret="">
                    {cards
                      .slice()
                      .reverse()
                      .map((c, i) => (
                        <li key={c.id}>
                          {t(`ribelle.card.${c.theme}`)} · {c[p]}
                          {i === 0 ? ` (${t('ribelle.ui.private.pileTop')})` : ''}
                        </li>
                      ))}
                  </ol>
                )}
              </div>
            );
          })}
        </div>
      </section>

      {decision && (
        <div class="rr-actions row">
          {playing && (
            <Button variant="primary" big class="grow" disabled={busy || !pick} data-testid="play-card" onClick={() => pick && send({ type: 'play', card: pick })}>
              {pick ? t('ribelle.ui.private.play') : t('ribelle.ui.private.pickFirst')}
            </Button>
          )}
          {kind === DECISION_KINDS.playMilitary && (
            <Button big class="grow" disabled={busy} data-testid="play-done" onClick={() => send({ type: 'done' })}>
              {t('ribelle.ui.private.done')}
            </Button>
          )}
          {kind === DECISION_KINDS.playOne && (
            <Button big class="grow" disabled={busy} data-testid="play-pass" onClick={() => send({ type: 'pass' })}>
              {t('ribelle.ui.private.pass')}
            </Button>
          )}
          {kind === DECISION_KINDS.scorePile && (
            <Button variant="primary" big class="grow" disabled={busy || !pick} data-testid="score-card" onClick={() => pick && send({ type: 'score', card: pick })}>
              {pick ? t('ribelle.ui.private.score') : t('ribelle.ui.private.pickFirst')}
            </Button>
          )}
          {kind === DECISION_KINDS.discard && (
            <Button variant="primary" big class="grow" disabled={busy || !pick} data-testid="discard-card" onClick={() => pick && send({ type: 'discard', card: pick })}>
              {pick ? t('ribelle.ui.private.discardGo') : t('ribelle.ui.private.pickFirst')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
