// Rubico's shared table: the march, the Senate row, the face-down rows in front of the
// players, and the Centurion's public steps (blind pick, reveal, passing the card on).
// It renders only view(state, 'table'): identities of face-down cards are simply not there.
import { t } from '../../../i18n/index.ts';
import type { TableProps } from '../../types.ts';
import type { CardRef, PowerCard, RubicoMove, RubicoView, RowView, RevealSummary } from '../rules.ts';
import { BoardViewport } from '../../../ui/BoardViewport.tsx';
import { PanelTabs } from '../../../ui/PanelTabs.tsx';
import { WIDE_TABLE, useMedia } from '../../../ui/TableLayout.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useCallback, useRef, useState } from 'preact/hooks';
import { memo } from 'preact/compat';
import { useAct } from '../../../ui/useAct.ts';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { BAR_SHOWN, CardBack, MarciaFace, SenateRow, SeatName, Track, powerName } from './parts.tsx';
import { useTableChange, type TableChange } from './motion.ts';
import { PowerArt } from './art/powers.tsx';
import './rubico.css';
import './rubico-motion.css';
import './rubico-fit.css';
import { SeatDot } from '../../../ui/seat-marks.tsx';
import { useRootClass } from '../../../ui/root-class.ts';

export function RubicoTable({ view, seats, decision, onMove }: TableProps<RubicoView, RubicoMove>) {
  const { act, busy } = useAct(onMove);
  // "Cosa farebbe Passamano?": the card, or the button, the app would choose is marked.
  const hint = useHint<RubicoMove>();
  const centurion = seats[view.centurion];
  const choosing = decision?.kind === 'rubico.step.choose';
  const nextCenturion = seats[(view.centurion + 1) % seats.length];
  // What the last move changed is marked where it happened (above all the app's moves).
  const change = useTableChange(view);
  // On a landscape tablet the march moves beside the rows (over the Senate), so every row the
  // Centurion may pick from is on the screen with the bar.
  const wide = useMedia(WIDE_TABLE);
  // One toggle for every row's slots, the same function from move to move (a memoized row is
  // not drawn again for a new closure), that plays through the latest act.
  const latestAct = useRef(act);
  latestAct.current = act;
  const toggle = useCallback((seat: number, slot: number, taken: boolean) => latestAct.current({ type: taken ? 'untake' : 'take', seat, slot }), []);

  const rows = view.turn > 0 && (
    <section class={`panel stack rb-rows-panel${choosing ? ' rb-choosing' : ''}`} aria-label={t('rubico.rows.title')}>
      <h3 class="rb-rows-title">{t('rubico.rows.title')}</h3>
      <div class="rb-rows">
        {view.rows
          .filter((r) => r.seat !== view.centurion)
          .map((r) => (
            <Row
              key={r.seat}
              row={r}
              name={seats[r.seat].name}
              seat={seats[r.seat]}
              coveredBy={coverCard(view, r.seat)}
              faces={view.final ? view.final.hands[r.seat] : null}
              change={change}
              playedNow={change.powers.has(r.seat) ? (view.seats.find((x) => x.seat === r.seat)?.used ?? null) : null}
              interactive={choosing}
              hint={hint}
              onToggle={toggle}
            />
          ))}
      </div>
    </section>
  );
  const track = (
    <BoardViewport label={t('rubico.board')} resetLabel={t('rubico.board.reset')}>
      <Track cells={view.track} caesar={view.caesar} />
    </BoardViewport>
  );
  const revealShown = !!view.lastReveal && (view.step === 'endTurn' || view.step === 'over') && view.lastReveal.turn === view.turn;
  const bar = choosing || decision?.kind === 'rubico.step.reveal' || decision?.kind === 'rubico.step.endTurn';
  useRootClass(BAR_SHOWN, bar);
  const side = <SidePanels view={view} seats={seats} change={change} />;

  // One screen, no page scroll: the march, the Senate and the rows fill what the shell leaves
  // (scrolling inside if they must), and the decision of the moment is the foot of that screen,
  // with what just happened (the cards revealed) in it, right over its button. The powers played
  // wait in a tab beside the Senate.
  return (
    <div class={`rb rb-table${wide ? ' rb-table-wide' : ''}`}>
      <div class="rb-info row">
        {view.turn > 0 && <span class="badge">{t('rubico.info.turn', { n: view.turn })}</span>}
        <span class="badge rb-centurion-badge" style={{ '--seat': centurion.color }}>
          <SeatDot color={centurion.color} /> {t('rubico.info.centurion', { name: centurion.name })}
        </span>
        {/* On a phone the Centurion's bar says it ("Prese 0 di 3"): the line keeps to one line. */}
        {view.turn > 0 && wide && <span class="badge">{t('rubico.info.need', { n: view.needNow })}</span>}
        <span class="badge">{t('rubico.info.deck', { n: view.deckCount })}</span>
      </div>

      <div class={`rb-board-grid${wide ? ' rb-wide' : ''}`}>
        {/* Each column scrolls inside when it must: reachable from the keyboard too. */}
        <div class="rb-main stack" tabIndex={0}>
          {view.final && <FinalPanel view={view} seats={seats} />}
          {!wide && track}
          {!wide && side}
          {revealShown && !bar && <RevealPanel reveal={view.lastReveal!} />}
          {rows}
        </div>
        {wide && (
          <div class="rb-aside stack" tabIndex={0}>
            {track}
            {side}
          </div>
        )}
      </div>

      {bar && (
        <div class="rb-actionbar" data-testid="rb-actionbar">
          {revealShown && <RevealPanel reveal={view.lastReveal!} inBar />}
          {decision?.kind === 'rubico.step.endTurn' && (
            <Button variant="primary" big block disabled={busy} onClick={() => act({ type: 'next' })} data-testid="next-turn" {...hintMark(hint, { type: 'next' })}>
              {t('rubico.next.go', { name: nextCenturion.name })}
            </Button>
          )}
          {choosing && (
            <>
              <p class="small rb-choose-help">{t('rubico.choose.help')}</p>
              <div class="rb-choose row" data-testid="choose-panel">
                <strong class="grow" aria-live="polite" data-testid="taken-count">
                  {t('rubico.choose.count', { n: view.takenCount, need: view.needNow })}
                </strong>
                <Button variant="primary" disabled={busy || view.takenCount !== view.needNow} onClick={() => act({ type: 'confirm' })} data-testid="confirm-choice" {...hintMark(hint, { type: 'confirm' })}>
                  {t('rubico.choose.confirm')}
                </Button>
              </div>
            </>
          )}
          {decision?.kind === 'rubico.step.reveal' && (
            <Button variant="primary" big block disabled={busy} onClick={() => act({ type: 'reveal' })} data-testid="reveal" {...hintMark(hint, { type: 'reveal' })}>
              {t('rubico.reveal.go')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The Senate row and the powers played: side by side with the board on a wide screen, tabs below it otherwise. */
function SidePanels({ view, seats, change }: { view: RubicoView; seats: readonly { name: string; color: string }[]; change: TableChange }) {
  const [tab, setTab] = useState<'senate' | 'powers'>('senate');
  const powers = view.playerCount > 3;
  return (
    <div class="panel rb-side">
      {powers && (
        <PanelTabs
          prefix="rb"
          label={t('rubico.panels')}
          tabs={[
            { id: 'senate', label: t('rubico.senate.title') },
            { id: 'powers', label: t('rubico.powers.used') },
          ]}
          open={tab}
          onOpen={(k) => k && setTab(k)}
        />
      )}
      <div id="rb-tab-senate" role={powers ? 'tabpanel' : undefined} aria-labelledby={powers ? 'rb-tabbtn-senate' : undefined} hidden={powers && tab !== 'senate'}>
        <SenateRow view={view} flipped={change.senate} />
        <ActiveEffects view={view} />
      </div>
      {powers && (
        <div id="rb-tab-powers" role="tabpanel" aria-labelledby="rb-tabbtn-powers" hidden={tab !== 'powers'}>
          <PowersPanel view={view} seats={seats} played={change.powers} />
        </div>
      )}
    </div>
  );
}

function coverCard(view: RubicoView, seat: number): string | null {
  const u = view.usedPowers.find((p) => p.seat === seat && p.turn === view.turn && (p.card === 'venus' || p.card === 'eris'));
  return u ? powerName(u.card) : null;
}

interface RowProps {
  row: RowView;
  name: string;
  seat: { name: string; color: string; app?: boolean };
  coveredBy: string | null;
  faces: (CardRef | null)[] | null;
  change: TableChange;
  playedNow: PowerCard | null;
  interactive: boolean;
  hint?: RubicoMove | null;
  onToggle: (seat: number, slot: number, taken: boolean) => void;
}

const sameList = (a: readonly unknown[] | null | undefined, b: readonly unknown[] | null | undefined) => a === b || (!!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]));
const sameFace = (a: CardRef | null | undefined, b: CardRef | null | undefined) => a === b || (!!a && !!b && a.kind === b.kind);

/** Whether a row shows the same as before: a move that leaves a row as it was does not draw it again. */
function sameRow(a: RowProps, b: RowProps): boolean {
  const r = a.row;
  const s = b.row;
  if (r.seat !== s.seat || r.count !== s.count || r.placed !== s.placed || r.suggested !== s.suggested || r.covered !== s.covered) return false;
  if (!sameList(r.taken, s.taken) || !sameList(r.forced, s.forced) || !sameList(r.gone, s.gone)) return false;
  if (a.name !== b.name || a.seat.name !== b.seat.name || a.seat.color !== b.seat.color || a.seat.app !== b.seat.app) return false;
  if (a.coveredBy !== b.coveredBy || a.playedNow !== b.playedNow || a.interactive !== b.interactive || a.hint !== b.hint || a.onToggle !== b.onToggle) return false;
  if ((a.faces === null) !== (b.faces === null) || (a.faces && b.faces && (a.faces.length !== b.faces.length || !a.faces.every((f, i) => sameFace(f, b.faces![i]))))) return false;
  // What the last move changed, as far as this row shows it.
  if (a.change !== b.change) {
    if (a.change.rows.has(r.seat) !== b.change.rows.has(r.seat)) return false;
    for (let slot = 0; slot < r.count; slot++) if (a.change.slots.has(`${r.seat}:${slot}`) !== b.change.slots.has(`${r.seat}:${slot}`)) return false;
  }
  return true;
}

const Row = memo(RowCards, sameRow);

function RowCards({ row, name, seat, coveredBy, faces, change, playedNow, interactive, hint, onToggle }: RowProps) {
  // A power card this move played turns over beside its player's row.
  const played = playedNow && (
    <span class="rb-played rb-just-flipped" data-testid={`played-${row.seat}`}>
      <PowerArt card={playedNow} />
      <span>{t('rubico.rows.played', { card: powerName(playedNow) })}</span>
    </span>
  );
  if (!row.placed) {
    return (
      <div class="rb-row">
        <SeatName seat={seat} />
        {played}
        <span class="muted small">{t('rubico.rows.waiting')}</span>
      </div>
    );
  }
  return (
    <div class={`rb-row ${change.rows.has(row.seat) ? 'rb-just-laid' : ''} ${row.count > 3 ? 'rb-row-long' : ''}`} data-testid={`row-${row.seat}`}>
      <SeatName seat={seat} />
      {played}
      <div class="rb-slots">
        {Array.from({ length: row.count }, (_, slot) => {
          const taken = row.taken.includes(slot);
          const forced = row.forced.includes(slot);
          const gone = row.gone.includes(slot);
          const covered = row.covered === slot;
          const tags = [
            row.suggested === slot && t('rubico.rows.suggested'),
            covered && t('rubico.rows.covered', { card: coveredBy ?? '' }),
            taken && t('rubico.rows.taken'),
            forced && t('rubico.rows.forced'),
            gone && !taken && !forced && t('rubico.rows.gone'),
          ].filter(Boolean) as string[];
          const label = [t('rubico.rows.card', { slot: slot + 1, name }), ...tags].join(', ');
          const just = change.slots.has(`${row.seat}:${slot}`);
          const cls = `rb-slot ${taken || forced ? 'rb-taken' : ''} ${covered ? 'rb-covered' : ''} ${gone ? 'rb-gone' : ''} ${just ? 'rb-just' : ''}`;
          const shown = faces?.[slot];
          // The face is drawn, the label says it: the card back's printed words stay out of the
          // button's name (a spoken label must match what is read on it, or be the only name).
          const face = (
            <span style="display:contents" aria-hidden="true">
              {shown ? <MarciaFace kind={shown.kind} small /> : <CardBack />}
              {row.suggested === slot && <span class="rb-star">★</span>}
              {(taken || forced) && <span class="rb-taken-mark">✓</span>}
              {covered && <span class="rb-cover-mark">{coveredBy}</span>}
            </span>
          );
          // The slot and its drawing stay the same elements whether or not it can be taken: a
          // button laid over it comes and goes (a slot that turned from a picture into a button
          // drew its card again, some 300 elements restyled at each step on a cheap phone).
          const tap = interactive && !covered && !forced && !gone;
          return (
            <div key={slot} class={cls} role={tap ? undefined : 'img'} aria-label={tap ? undefined : label} {...(tap ? hintMark(hint, { type: taken ? 'untake' : 'take', seat: row.seat, slot }) : {})}>
              {face}
              {tap && <button class="rb-slot-tap" aria-pressed={taken} aria-label={label} data-testid={`slot-${row.seat}-${slot}`} onClick={() => onToggle(row.seat, slot, taken)} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function ActiveEffects({ view }: { view: RubicoView }) {
  const { senate, vesta, iuno } = view.activeEffects;
  const items = [
    ...senate.filter((e) => e !== 'void' && e !== 'jolly').map((e) => t(`rubico.senate.effect.${e}`)),
    vesta && t('rubico.effects.vesta'),
    iuno && t('rubico.effects.iuno'),
  ].filter(Boolean) as string[];
  if (!items.length) return null;
  return (
    <div class="stack" style="gap:4px;margin-top:10px">
      <strong>{t('rubico.effects.title')}</strong>
      <ul class="rb-effects">
        {items.map((i, k) => (
          <li key={k}>{i}</li>
        ))}
      </ul>
    </div>
  );
}

/** `inBar`: in the decision's bar, over its button, where the player looks after the reveal. */
function RevealPanel({ reveal, inBar }: { reveal: RevealSummary; inBar?: boolean }) {
  return (
    <section class={`${inBar ? '' : 'panel '}stack rb-reveal`} data-testid="reveal-panel" aria-live="polite" tabIndex={inBar ? 0 : undefined}>
      <h3 class="rb-reveal-title">{t('rubico.reveal.title')}</h3>
      <div class="rb-revealed">
        {reveal.cards.map((c, i) => {
          const note =
            c.note === 'gianoFirst'
              ? t('rubico.reveal.gianoFirst')
              : c.note === 'cancelled'
                ? t('rubico.reveal.cancelled')
                : c.kind === 'giano' && c.counts
                  ? t('rubico.reveal.copies', { kind: t(`rubico.marcia.${c.counts}`) })
                  : undefined;
          // Each card turns over in place, one after the other: its back, then its face.
          return (
            <div key={c.id} class="rb-reveal-item">
              <div class="rb-turn" style={{ animationDelay: `${i * 220}ms` }}>
                <div class="rb-turn-back" aria-hidden="true">
                  <CardBack />
                </div>
                <MarciaFace kind={c.kind} small />
              </div>
              {note && <span class="rb-reveal-note">{note}</span>}
            </div>
          );
        })}
      </div>
      {(reveal.extraDrawn || reveal.discardedUnseen > 0 || reveal.virtual.red + reveal.virtual.blue + reveal.virtual.pompeo > 0) && (
        <p class="small muted">
          {[
            reveal.extraDrawn && t('rubico.reveal.extra'),
            reveal.discardedUnseen > 0 && t('rubico.reveal.discarded'),
            reveal.virtual.red + reveal.virtual.blue + reveal.virtual.pompeo > 0 && t('rubico.reveal.virtual', reveal.virtual),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
      <p class="rb-reveal-outcome">
        <strong>{t('rubico.reveal.totals', { red: reveal.red, blue: reveal.blue, pompeo: reveal.pompeo })}</strong> —{' '}
        {reveal.moved === 0 ? t('rubico.reveal.still') : reveal.moved === 1 ? t('rubico.reveal.moved1') : t('rubico.reveal.moved', { n: reveal.moved })}{' '}
        {reveal.stoppedAtCastrum && reveal.winner !== 'red' ? t('rubico.reveal.castrum') : ''}
        {reveal.senateCalls > 0 && ` ${t('rubico.reveal.senate', { n: reveal.senateFlipped.length })}`}
      </p>
    </section>
  );
}

function PowersPanel({ view, seats, played }: { view: RubicoView; seats: readonly { name: string; color: string }[]; played: ReadonlySet<number> }) {
  if (view.playerCount === 3) return null;
  return (
    <section class="stack" aria-label={t('rubico.powers.used')}>
      <div class="row">
        {view.seats.map((s) => (
          <span key={s.seat} class={`badge ${played.has(s.seat) ? 'rb-just' : ''}`} style={{ '--seat': seats[s.seat].color }}>
            <SeatDot color={seats[s.seat].color} /> {seats[s.seat].name}: {s.used ? powerName(s.used) : s.holdsPower ? t('rubico.powers.unused') : '—'}
          </span>
        ))}
      </div>
    </section>
  );
}

function FinalPanel({ view, seats }: { view: RubicoView; seats: readonly { name: string; color: string }[] }) {
  const f = view.final!;
  return (
    <section class="panel stack" data-testid="final-reveal">
      <h3 style="margin:0">{t('rubico.final.title')}</h3>
      <ul class="list">
        {seats.map((s, i) => (
          <li key={i} class={`rb-final rb-final-${f.roles[i]}`}>
            <SeatName seat={s} /> — {t(`rubico.role.${f.roles[i]}`)} · {f.powers[i] ? t('rubico.final.power', { card: powerName(f.powers[i]!) }) : t('rubico.final.noPower')}
          </li>
        ))}
      </ul>
    </section>
  );
}
