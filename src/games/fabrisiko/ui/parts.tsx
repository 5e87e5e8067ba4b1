// Small shared pieces of FabRisiko!'s screens: our own SVG icons of the units and structures,
// a stack chip (icon and count), the card faces, and the words for pieces, places and losses.
import { t, tx, lang } from '../../../i18n/index.ts';
import { CARD_BY_KIND, TERRITORIES, kindOf, type CardKind, type PieceKind, type UnitKind } from '../content/index.ts';
import { RIDGES, isRidge } from '../rules/board.ts';
import type { LossVector } from '../rules/types.ts';

/** A place's name: a territory, or the ridge between two. */
export function placeName(node: number): string {
  if (!isRidge(node)) return TERRITORIES[node]?.name ?? `#${node}`;
  const r = RIDGES[node - TERRITORIES.length];
  return t('fabrisiko.ui.ridge', { a: TERRITORIES[r.a].name, b: TERRITORIES[r.b].name });
}

export const pieceName = (k: PieceKind | 'aaInf'): string => t(`fabrisiko.piece.${k}`);

/** "3 × fanteria": a count and a kind, with no plural to get wrong. */
export const countOf = (n: number, k: PieceKind | 'aaInf'): string => `${n} \u00d7 ${pieceName(k)}`;

export function lossText(take: LossVector): string {
  const parts = (['inf', 'aa', 'tank', 'fighter', 'bomber'] as const)
    .filter((k) => take[k] > 0)
    .map((k) => countOf(take[k], k === 'aa' ? 'aaInf' : k));
  return parts.length ? parts.join(', ') : t('fabrisiko.ui.losses.none');
}

export const cardName = (idOrKind: string): string => tx(CARD_BY_KIND[(idOrKind.includes('#') ? kindOf(idOrKind) : idOrKind) as CardKind].name, lang.value);

/** An icon inside a larger SVG (the map): the piece's shapes in a 24×24 box placed at x, y. */
export function PieceGlyph({ kind, x, y, size }: { kind: PieceKind | 'aaInf'; x: number; y: number; size: number }) {
  return (
    <svg x={x} y={y} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <PieceShapes kind={kind} />
    </svg>
  );
}

/** Our drawing of each piece, in a 24×24 box, coloured by `currentColor`. */
export function PieceIcon({ kind, size = 22 }: { kind: PieceKind | 'aaInf'; size?: number }) {
  return (
    <svg class="fab-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <PieceShapes kind={kind} />
    </svg>
  );
}

function PieceShapes({ kind }: { kind: PieceKind | 'aaInf' }) {
  return (
    <>
      {kind === 'inf' || kind === 'aaInf' ? (
        <g fill="currentColor">
          <circle cx="12" cy="5" r="3.2" />
          <path d="M7 22l1.5-9.5L6 11l2-3h8l2 3-2.5 1.5L17 22h-3l-2-7-2 7z" />
          {kind === 'aaInf' && <path d="M16 9l6-6" stroke="currentColor" stroke-width="2" />}
        </g>
      ) : kind === 'tank' ? (
        <g fill="currentColor">
          <rect x="2" y="14" width="20" height="6" rx="3" />
          <rect x="6" y="9" width="10" height="6" rx="1.5" />
          <rect x="15" y="10.5" width="8" height="2" />
        </g>
      ) : kind === 'fighter' ? (
        <path fill="currentColor" d="M12 1l2 7 8 4v2l-8-1-1 6 3 2v2l-4-1-4 1v-2l3-2-1-6-8 1v-2l8-4z" />
      ) : kind === 'bomber' ? (
        <path fill="currentColor" d="M12 1c1.3 0 2 1.5 2 4v3l9 5v3l-9-2v5l3 2v2l-5-1-5 1v-2l3-2v-5l-9 2v-3l9-5V5c0-2.5.7-4 2-4z" />
      ) : kind === 'factory' ? (
        <g fill="currentColor">
          <path d="M2 22V11l5 3v-3l5 3v-3l5 3V3h4v19z" />
        </g>
      ) : (
        <g fill="currentColor">
          <path d="M4 22l3-7h10l3 7z" />
          <path d="M11 15l7-11 2 1-6 10z" />
        </g>
      )}
    </>
  );
}

/** One kind of unit and how many, for the side panels and the battle. */
export function UnitChip({ kind, n, color, note }: { kind: UnitKind | 'aaInf'; n: number; color: string; note?: string }) {
  return (
    <span class="fab-chip" style={{ '--seat': color }} title={pieceName(kind)}>
      <PieceIcon kind={kind} />
      <span class="fab-chip-n">{n}</span>
      <span class="sr-only">{pieceName(kind)}</span>
      {note && <span class="fab-chip-note">{note}</span>}
    </span>
  );
}

const ART: Record<string, string> = {
  tregua: 'M14 44h36M20 44V24l12-8 12 8v20M28 44V32h8v12',
  armaSegreta: 'M10 40h30l8-6h8v-6h-8l-8-6H10zM40 28v-6',
  tradimento: 'M20 20a8 8 0 1 0 0 .1M44 20a8 8 0 1 0 0 .1M14 48c0-10 12-14 18-6M50 48c0-10-12-14-18-6M26 34l12-4',
  armaBiologica: 'M32 14a8 8 0 1 0 0 .1M20 36a8 8 0 1 0 0 .1M44 36a8 8 0 1 0 0 .1M32 22v8M26 33l4-2M38 33l-4-2',
  attaccoFulmineo: 'M36 8L18 36h12l-4 20 20-30H34z',
  difesaValorosa: 'M32 8l18 6v14c0 12-8 20-18 26-10-6-18-14-18-26V14z',
  ribellione: 'M16 52V20M16 20h24l-6 8 6 8H16M44 52l4-20',
  terremoto: 'M6 40h12l4-10 6 20 6-26 6 16 4-6h14',
  palio: 'M12 52V12M12 12c10-4 16 4 28 0v20c-12 4-18-4-28 0M44 52l6-12 6 12',
  crescita: 'M10 50h44M16 44l10-10 8 6 14-18M42 22h6v6',
  sagra: 'M14 30h36v4c0 10-8 16-18 16s-18-6-18-16zM24 24c0-6 6-6 6-12M34 24c0-6 6-6 6-12',
  caldo: 'M32 32a10 10 0 1 0 0 .1M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M49 15l-6 6M21 43l-6 6',
  marchigiano: 'M32 14a8 8 0 1 0 0 .1M18 52c0-12 6-18 14-18s14 6 14 18M24 34l-6-6M40 34l6-6',
  reperti: 'M14 46h36l-6-22H20zM24 24l2-8h12l2 8M28 34h8',
  scambi: 'M12 24h32l-6-6M52 40H20l6 6',
};

/** A card's face: our own art and our own summary of its effect. */
export function CardFace({ id, compact }: { id: string; compact?: boolean }) {
  const kind = (id.includes('#') ? kindOf(id) : id) as CardKind;
  const rec = CARD_BY_KIND[kind];
  return (
    <div class={`fab-card fab-card-${rec.type}${compact ? ' fab-card-compact' : ''}`} data-card={kind}>
      <svg class="fab-card-art" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="2" y="2" width="60" height="60" rx="10" />
        <path d={ART[kind] ?? ''} />
      </svg>
      <div class="fab-card-text">
        <span class="fab-card-type small">{t(rec.type === 'strategic' ? 'fabrisiko.ui.private.strategic' : 'fabrisiko.ui.private.eventCard')}</span>
        <strong>{tx(rec.name, lang.value)}</strong>
        {!compact && <span class="small">{tx(rec.effect, lang.value)}</span>}
      </div>
    </div>
  );
}
