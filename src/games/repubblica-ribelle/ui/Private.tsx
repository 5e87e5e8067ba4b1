// A rebel's private screen: the hand (with the leader), the cards played face down in this
// mission, the scoring boxes, and the secret steps (playing face down, the scoring-box card,
// discarding to the hand limit). Every secret step has the same layout for every seat: task,
// mission, the hand (the leader's slot first), the row of actions right under it, then the played
// cards and the boxes in a box of their own; only the words and the cards differ, never the shape
// or the number of taps: every box has a fixed height and scrolls what does not fit
// (private.css), however many cards a seat holds. The screen is one screen high: the hand and its
// action are in view on a phone and a tablet, and nothing lies over a card.
import { useRef, useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { PrivateProps } from '../../types.ts';
import type { MissionKind, PileKind, RibelleMove, RibelleView } from '../rules.ts';
import { DECISION_KINDS } from '../rules.ts';
import { Button } from '../../../ui/Button.tsx';
import { useAct } from '../../../ui/useAct.ts';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { CardFace, LeaderFace, MissionStrip, ValuesKey, leaderName } from './parts.tsx';
import './layout.css';
import './cards.css';
import './private.css';
import { useMore } from '../../../ui/MoreList.tsx';
import { useRootClass } from '../../../ui/root-class.ts';

const PILES: PileKind[] = ['military', 'political', 'social'];
const HINTED = { 'data-hint': 'true' } as const;

export function RibellePrivate({ view, decision, onMove }: PrivateProps<RibelleView, RibelleMove>) {
  // The screen's height and the private screen's column (private.css), set before anything here
  // measures (the hand's row, below): first of this component's layout effects.
  useRootClass('rr-private-shown');
  const me = view.me!;
  const kind = decision?.kind ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const { act, busy } = useAct(onMove);
  // "Cosa farebbe Passamano?" (asked on this private screen only): the card the app would play,
  // score or discard is marked, or its "done" or "pass".
  const hint = useHint<RibelleMove>();
  const hintCard = hint && 'card' in hint ? hint.card : null;
  const focus: MissionKind | null = kind === DECISION_KINDS.scorePile ? view.detail.pile : (view.mission?.kind ?? null);
  const playing = kind === DECISION_KINDS.playMilitary || kind === DECISION_KINDS.playOne;
  const leaderOk = playing;
  const picking = playing || kind === DECISION_KINDS.scorePile || kind === DECISION_KINDS.discard;
  // A card chosen and then played leaves the hand: forget it.
  const inHand = chosen !== null && (me.hand.some((c) => c.id === chosen) || (leaderOk && me.leader?.id === chosen));
  const pick = inHand ? chosen : null;

  // How many cards lie past the row's right edge: read on a scroll, a resize and a redraw.
  const row = useRef<HTMLDivElement>(null);
  const { past, measure } = useMore(row, 'x');
  const more = past > 0;

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
            ? t('ribelle.ui.private.discard', { excess: view.detail.excess ?? me.over, limit: me.handLimit })
            : t('ribelle.ui.private.look');

  return (
    <div class="rr rr-private">
      <section class="rr-task" data-testid="private-task">
        <p class="rr-task-text">
          <strong>{t('ribelle.ui.private.task')}</strong> {taskText}
        </p>
      </section>

      {/* Always there, whatever the step: every seat's screen has one shape. */}
      <div class="rr-private-mission">{view.mission && <MissionStrip mission={view.mission} objectives={view.objectives} target={view.target} players={view.players} />}</div>

      <section class="panel stack rr-hand-box" aria-label={t('ribelle.ui.private.hand')}>
        <div class="row">
          <div class="grow rr-hand-head">
            <h3 style="margin:0">{t('ribelle.ui.private.hand')}</h3>
            <span class="small muted">{t('ribelle.ui.private.handCount', { n: me.hand.length, limit: me.handLimit })}</span>
          </div>
          {/* Always there, whatever the hand holds: every seat's screen has one shape. */}
          <ValuesKey />
        </div>
        {/* The leader first, in a slot of its own (empty or not, the same size), then the cards:
            one row that scrolls sideways, with the action right under it; an arrow at its
            right edge says more cards lie that way (always there, lit only while they do). */}
        <div class="rr-hand-wrap">
        <div class="rr-hand" ref={row} onScroll={measure}>
          <div class="rr-leader-slot" aria-label={t('ribelle.ui.private.leader')} role="group">
            {me.leader ? (
              leaderOk ? (
                <button class="rr-pick rr-pick-leader" aria-pressed={pick === me.leader.id} data-testid="hand-leader" {...(hintCard === me.leader.id ? HINTED : {})} onClick={() => setChosen(pick === me.leader!.id ? null : me.leader!.id)}>
                  <LeaderFace leader={me.leader} focus={focus} secret note={pick === me.leader.id ? t('ribelle.ui.private.selected') : undefined} />
                </button>
              ) : (
                <div class="rr-pick-static rr-pick-leader">
                  <LeaderFace leader={me.leader} focus={focus} secret />
                </div>
              )
            ) : (
              <p class="muted small rr-no-leader">{t('ribelle.ui.private.noLeader')}</p>
            )}
          </div>
          {me.hand.length === 0 && <p class="muted rr-empty-hand">{t('ribelle.ui.private.emptyHand')}</p>}
          {me.hand.map((c, i) =>
            picking ? (
              <button key={c.id} class="rr-pick" aria-pressed={pick === c.id} data-testid={`hand-${i}`} {...(hintCard === c.id ? HINTED : {})} onClick={() => setChosen(pick === c.id ? null : c.id)}>
                <CardFace card={c} focus={focus} secret note={pick === c.id ? t('ribelle.ui.private.selected') : undefined} />
              </button>
            ) : (
              <div key={c.id} class="rr-pick-static">
                <CardFace card={c} focus={focus} secret />
              </div>
            ),
          )}
        </div>
        <span class={`rr-hand-more${more ? ' rr-hand-more-on' : ''}`} aria-hidden="true" data-testid="rr-hand-more" data-past={past}>
          <svg viewBox="0 0 24 24"><path d="M9 5l7 7-7 7" /></svg>
          {/* How many more: "+4" (the hand's size is public, so every seat's screen may say it). */}
          <span class="rr-hand-more-n">{more ? `+${past}` : ''}</span>
        </span>
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
            <Button big class="grow" disabled={busy} data-testid="play-done" onClick={() => send({ type: 'done' })} {...hintMark(hint, { type: 'done' })}>
              {t('ribelle.ui.private.done')}
            </Button>
          )}
          {kind === DECISION_KINDS.playOne && (
            <Button big class="grow" disabled={busy} data-testid="play-pass" onClick={() => send({ type: 'pass' })} {...hintMark(hint, { type: 'pass' })}>
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

      {/* What is kept but not chosen from now: the cards played in this mission, the scoring
          boxes and the next leader, in a box that scrolls on its own under the action. */}
      {/* It scrolls on its own: reachable from the keyboard. */}
      <div class="rr-more" role="region" tabIndex={0} aria-label={`${t('ribelle.ui.private.played')} · ${t('ribelle.ui.private.piles')}`}>
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

        <p class="small muted rr-line" data-secret="">
          {me.nextLeader ? t('ribelle.ui.private.nextLeader', { name: leaderName(me.nextLeader) }) : ''}
        </p>
      </div>
    </div>
  );
}
