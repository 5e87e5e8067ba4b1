// The public decisions of a turn, taken on the table by the player the decision bar names:
// placing, buying, invading and regrouping (source, then destination, then how many), choosing
// the next battle, and the events' public choices. Each lists the rules' own legal moves
// (ui/legal.ts) as 48 px buttons; the map highlights the same places.
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { SeatInfo } from '../../types.ts';
import { PIECES, PIECE_KINDS, UNIT_KINDS, type PieceKind, type UnitKind } from '../content/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { hintMark, sameMove, useHint } from '../../../ui/hint.ts';
import type { FabMove, FabView } from '../rules/types.ts';
import { PieceIcon, countOf, pieceName, placeName } from './parts.tsx';
import { OddsBefore } from './oddsLine.tsx';
import { MoreList } from '../../../ui/MoreList.tsx';

type MoveOf<T extends FabMove['type']> = Extract<FabMove, { type: T }>;

export interface Pick {
  /** place: the kind chosen; move: the source and destination chosen. */
  kind: PieceKind | null;
  from: number | null;
  to: number | null;
}

/** The nodes the map highlights for this decision, and what a tap on one does. */
export function mapTargets(view: FabView, moves: readonly FabMove[], pick: Pick): number[] {
  switch (view.step) {
    case 'place': {
      const kind = pick.kind ?? placeKinds(moves)[0] ?? null;
      return moves.filter((m): m is MoveOf<'place'> => m.type === 'place' && m.kind === kind).map((m) => m.at);
    }
    case 'invade':
    case 'regroup': {
      const mv = moves.filter((m): m is MoveOf<'move'> => m.type === 'move');
      return pick.from === null ? mv.map((m) => m.from) : mv.filter((m) => m.from === pick.from).map((m) => m.to);
    }
    case 'battles':
      return moves.filter((m): m is MoveOf<'battle'> => m.type === 'battle').map((m) => m.at);
    case 'revoltPick':
      return moves.filter((m): m is MoveOf<'revoltPick'> => m.type === 'revoltPick').map((m) => m.at);
    case 'revoltFlee':
      return moves.filter((m): m is MoveOf<'flee'> => m.type === 'flee' && m.to >= 0).map((m) => m.to);
    case 'quake':
      return moves.filter((m): m is MoveOf<'epicentre'> => m.type === 'epicentre').map((m) => m.at);
    default:
      return [];
  }
}

const placeKinds = (moves: readonly FabMove[]): PieceKind[] => PIECE_KINDS.filter((k) => moves.some((m) => m.type === 'place' && m.kind === k));

/** A tap on a highlighted node: plays the move it stands for, or narrows the choice. */
export function tapNode(view: FabView, moves: readonly FabMove[], pick: Pick, node: number, setPick: (p: Pick) => void, act: (m: FabMove) => void): void {
  switch (view.step) {
    case 'place': {
      const kind = pick.kind ?? placeKinds(moves)[0];
      const m = moves.find((x) => x.type === 'place' && x.kind === kind && x.at === node);
      if (m) act(m);
      return;
    }
    case 'invade':
    case 'regroup':
      if (pick.from === null || pick.from === node) setPick({ ...pick, from: pick.from === node ? null : node, to: null });
      else setPick({ ...pick, to: node });
      return;
    case 'battles': {
      const plain = moves.find((m) => m.type === 'battle' && m.at === node && m.bombers.length === 0);
      const all = moves.filter((m) => m.type === 'battle' && m.at === node);
      if (plain && all.length === 1) act(plain);
      else setPick({ ...pick, from: node });
      return;
    }
    default: {
      const m = moves.find((x) => (x.type === 'revoltPick' || x.type === 'epicentre') && x.at === node) ?? moves.find((x) => x.type === 'flee' && x.to === node);
      if (m) act(m);
    }
  }
}

const NodeButton = ({ node, onClick, disabled, testid, hinted = false }: { node: number; onClick: () => void; disabled: boolean; testid: string; hinted?: boolean }) => (
  <Button class="fab-place-btn" disabled={disabled} data-testid={testid} onClick={onClick} {...(hinted ? { 'data-hint': 'true' as const } : {})}>
    {placeName(node)}
  </Button>
);

export function DecisionPanel({
  view,
  seats,
  seat,
  moves,
  pick,
  setPick,
  act,
  busy,
}: {
  view: FabView;
  seats: readonly SeatInfo[];
  seat: number;
  moves: readonly FabMove[];
  pick: Pick;
  setPick: (p: Pick) => void;
  act: (m: FabMove) => void;
  busy: boolean;
}) {
  const name = seats[seat]?.name ?? '';
  const next = moves.find((m) => m.type === 'next');
  // "Cosa farebbe Passamano?": the button of the app's choice is marked.
  const hint = useHint<FabMove>();
  switch (view.step) {
    case 'carnival':
      return (
        <section class="panel stack" data-testid="carnival">
          <Button variant="primary" block disabled={busy} data-testid="carnival-yes" onClick={() => act({ type: 'carnival', use: true })} {...hintMark(hint, { type: 'carnival', use: true })}>
            {t('fabrisiko.ui.carnival.yes')}
          </Button>
          <Button block disabled={busy} data-testid="carnival-no" onClick={() => act({ type: 'carnival', use: false })} {...hintMark(hint, { type: 'carnival', use: false })}>
            {t('fabrisiko.ui.carnival.no')}
          </Button>
        </section>
      );
    case 'place': {
      const kinds = placeKinds(moves);
      const kind = pick.kind && kinds.includes(pick.kind) ? pick.kind : (kinds[0] ?? null);
      const spots = moves.filter((m): m is MoveOf<'place'> => m.type === 'place' && m.kind === kind);
      return (
        <section class="panel stack" data-testid="place-panel">
          <h3>{t('fabrisiko.ui.place.title')}</h3>
          <p class="small muted">{t('fabrisiko.ui.place.hint')}</p>
          <div class="fab-kinds">
            {kinds.map((k) => (
              <Button key={k} aria-pressed={k === kind} data-testid={`place-kind-${k}`} onClick={() => setPick({ ...pick, kind: k })} {...(hint?.type === 'place' && hint.kind === k ? { 'data-hint': 'true' as const } : {})}>
                <PieceIcon kind={k} /> {countOf(view.bought[seat][k], k)}
              </Button>
            ))}
          </div>
          <MoreList class="fab-places" inBar>
            {spots.map((m) => (
              <NodeButton key={m.at} node={m.at} disabled={busy} testid={`place-at-${m.at}`} onClick={() => act(m)} hinted={sameMove(hint, m)} />
            ))}
          </MoreList>
          {next && (
            <div class="tl-act">
              <Button block disabled={busy} data-testid="next" onClick={() => act(next)} {...hintMark(hint, next)}>
                {t('fabrisiko.ui.place.done')}
              </Button>
            </div>
          )}
        </section>
      );
    }
    case 'buy': {
      const bought = PIECE_KINDS.filter((k) => view.bought[seat][k] > 0);
      return (
        <section class="panel stack" data-testid="buy-panel">
          <h3>{t('fabrisiko.ui.buy.title')}</h3>
          <p class="fab-buy-res" data-testid="buy-res">{t('fabrisiko.ui.buy.res', { res: view.res[seat] })}</p>
          <div class="fab-buy">
            {PIECE_KINDS.map((k) => {
              const ok = moves.some((m) => m.type === 'buy' && m.kind === k);
              return (
                <Button key={k} class="fab-buy-btn" disabled={busy || !ok} data-testid={`buy-${k}`} onClick={() => act({ type: 'buy', kind: k })} {...hintMark(hint, { type: 'buy', kind: k })}>
                  <PieceIcon kind={k} size={26} />
                  <span class="stack" style="gap:0;align-items:flex-start">
                    <strong>{pieceName(k)}</strong>
                    <span class="small">{t('fabrisiko.ui.buy.cost', { cost: PIECES[k].cost, left: piecesLeft(view, seat, k) })}</span>
                  </span>
                </Button>
              );
            })}
          </div>
          <p class="small" data-testid="bought">
            {t('fabrisiko.ui.buy.bought', { list: bought.length ? bought.map((k) => countOf(view.bought[seat][k], k)).join(', ') : t('fabrisiko.ui.buy.none') })}
          </p>
          {next && (
            <div class="tl-act">
              <Button block variant="primary" disabled={busy} data-testid="next" onClick={() => act(next)} {...hintMark(hint, next)}>
                {t('fabrisiko.ui.buy.done')}
              </Button>
            </div>
          )}
        </section>
      );
    }
    case 'invade':
    case 'regroup':
      return <MovePanel view={view} moves={moves} pick={pick} setPick={setPick} act={act} busy={busy} />;
    case 'battles': {
      const battles = moves.filter((m): m is MoveOf<'battle'> => m.type === 'battle');
      return (
        <section class="panel stack" data-testid="battles-panel">
          <h3>{t('fabrisiko.ui.battles.title')}</h3>
          {battles.map((m, i) => (
            <Button key={i} block disabled={busy} data-testid={`battle-${m.at}-${m.bombers.length ? m.bombers[0] + m.bombers.length : 'fight'}`} onClick={() => act(m)} {...hintMark(hint, m)}>
              {m.bombers.length === 0
                ? t('fabrisiko.ui.battles.fight', { at: placeName(m.at) })
                : t('fabrisiko.ui.battles.raid', { n: m.bombers.length, mode: t(`fabrisiko.ui.bomb.${m.bombers[0]}`), at: placeName(m.at) })}
            </Button>
          ))}
          {[...new Set(battles.filter((m) => m.bombers.length === 0).map((m) => m.at))].map((at) => (
            <div key={at} class="fab-odds-row">
              <strong class="small">{placeName(at)}</strong>
              <OddsBefore view={view} at={at} />
            </div>
          ))}
        </section>
      );
    }
    case 'revoltPick':
    case 'revoltFlee':
    case 'quake':
    case 'heat': {
      const o = view.owed[0];
      const title =
        view.step === 'revoltPick'
          ? t('fabrisiko.ui.revolt.pick', { name })
          : view.step === 'revoltFlee'
            ? t('fabrisiko.ui.revolt.flee', { at: placeName(view.revoltAt) })
            : view.step === 'quake'
              ? o && o.count < 0
                ? t('fabrisiko.ui.quake.epicentre', { name })
                : t('fabrisiko.ui.quake.lose', { name, n: o?.count ?? 0 })
              : t('fabrisiko.ui.heat.lose', { name, n: o?.count ?? 0 });
      return (
        <section class="panel stack" data-testid="event-panel">
          <h3>{title}</h3>
          <MoreList class="fab-places" inBar>
            {moves.filter((m) => m.type !== 'timeUp').map((m, i) => (
              <Button key={i} class="fab-place-btn" disabled={busy} data-testid={`event-choice-${i}`} onClick={() => act(m)} {...hintMark(hint, m)}>
                {eventChoiceText(m)}
              </Button>
            ))}
          </MoreList>
        </section>
      );
    }
    default:
      return null;
  }
}

function eventChoiceText(m: FabMove): string {
  switch (m.type) {
    case 'revoltPick':
    case 'epicentre':
      return placeName(m.at);
    case 'flee':
      return m.to < 0 ? t('fabrisiko.ui.revolt.stay') : placeName(m.to);
    case 'quakeLose':
    case 'heatLose':
      return `${pieceName(m.kind)} \u00b7 ${placeName(m.at)}`;
    default:
      return '';
  }
}

/** Pieces of a kind still in the box for this colour (the piece limit). */
export function piecesLeft(view: FabView, seat: number, k: PieceKind): number {
  let out = view.bought[seat][k];
  if (k === 'factory' || k === 'aa') out += view[k].filter((f, t) => f && view.owner[t] === seat).length;
  else for (const u of view.units) if (u.o === seat && u.k === k) out += u.n;
  if (view.battle) {
    const b = view.battle;
    if (b.attacker === seat) out += b.a.filter((f) => f.k === k).length;
    if (b.defender === seat) out += b.d.filter((f) => f.k === k).length;
  }
  return PIECES[k].perColour - out;
}

function MovePanel({ view, moves, pick, setPick, act, busy }: { view: FabView; moves: readonly FabMove[]; pick: Pick; setPick: (p: Pick) => void; act: (m: FabMove) => void; busy: boolean }) {
  // The hint's move, step by step: its source, then its destination, then its count.
  const hint = useHint<FabMove>();
  const hintMove = hint?.type === 'move' ? hint : null;
  const mv = moves.filter((m): m is MoveOf<'move'> => m.type === 'move');
  const next = moves.find((m) => m.type === 'next');
  const sources = [...new Set(mv.map((m) => m.from))];
  const from = pick.from !== null && sources.includes(pick.from) ? pick.from : null;
  const dests = from === null ? [] : [...new Set(mv.filter((m) => m.from === from).map((m) => m.to))];
  const to = from !== null && pick.to !== null && dests.includes(pick.to) ? pick.to : null;
  const here = to === null ? [] : mv.filter((m) => m.from === from && m.to === to);
  const kinds = UNIT_KINDS.filter((k) => here.some((m) => m.kind === k));
  const invading = view.step === 'invade';
  // A destination chosen (here or on the map) brings its unit buttons into view, above the bar's
  // sticky foot (fab-stages.css: scroll-margin), so the tap visibly leads somewhere.
  const rows = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (to !== null) rows.current?.scrollIntoView?.({ block: 'nearest' });
  }, [from, to]);
  return (
    <section class="panel stack" data-testid="move-panel">
      <p class="small">{t(invading ? 'fabrisiko.ui.move.invade' : 'fabrisiko.ui.move.regroup')}</p>
      {from === null ? (
        <>
          <h3>{t('fabrisiko.ui.move.from')}</h3>
          <MoreList class="fab-places" inBar>
            {sources.map((n) => (
              <NodeButton key={n} node={n} disabled={busy} testid={`from-${n}`} onClick={() => setPick({ ...pick, from: n, to: null })} hinted={hintMove?.from === n} />
            ))}
          </MoreList>
        </>
      ) : (
        <>
          <div class="row">
            <strong class="grow">{placeName(from)}</strong>
            <Button data-testid="move-back" onClick={() => setPick({ ...pick, from: null, to: null })}>
              {t('fabrisiko.ui.move.back')}
            </Button>
          </div>
          <h3>{t('fabrisiko.ui.move.to')}</h3>
          <MoreList class="fab-places" inBar>
            {dests.map((n) => (
              <Button key={n} class="fab-place-btn" aria-pressed={n === to} data-testid={`to-${n}`} onClick={() => setPick({ ...pick, to: n })} {...(hintMove?.from === pick.from && hintMove?.to === n ? { 'data-hint': 'true' as const } : {})}>
                {placeName(n)}
              </Button>
            ))}
          </MoreList>
          {to !== null && (
            <div class="stack fab-move-rows" ref={rows} data-testid="move-rows">
              <strong>
                {placeName(from)} {'\u2192'} {placeName(to)}
              </strong>
              {kinds.map((k: UnitKind) => {
                const opts = here.filter((m) => m.kind === k);
                const max = Math.max(...opts.map((m) => m.n));
                return (
                  <div class="row fab-move-row" key={k}>
                    <PieceIcon kind={k} />
                    <span class="grow">{pieceName(k)}</span>
                    <Button disabled={busy} data-testid={`move-${k}-1`} onClick={() => act({ type: 'move', from, to, kind: k, n: 1 })} {...hintMark(hint, { type: 'move', from, to, kind: k, n: 1 })}>
                      {t('fabrisiko.ui.move.one')}
                    </Button>
                    {max > 1 && (
                      <Button variant="primary" disabled={busy} data-testid={`move-${k}-all`} onClick={() => act({ type: 'move', from, to, kind: k, n: max })} {...hintMark(hint, { type: 'move', from, to, kind: k, n: max })}>
                        {t('fabrisiko.ui.move.all', { n: max })}
                      </Button>
                    )}
                  </div>
                );
              })}
            </div>
          )}
        </>
      )}
      {next && (
        <div class="tl-act">
          <Button block variant={mv.length ? 'default' : 'primary'} disabled={busy} data-testid="next" onClick={() => act(next)} {...hintMark(hint, next)}>
            {t(invading ? 'fabrisiko.ui.invade.done' : 'fabrisiko.ui.regroup.done')}
          </Button>
        </div>
      )}
    </section>
  );
}
