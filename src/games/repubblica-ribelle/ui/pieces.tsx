// The pieces of the free zone as our own drawings, one <symbol> each, defined once in the map's
// <defs> and placed with <use> (cheap to draw again after a move). A coherent look for the
// Apennines of 1944: woodcut-dark outlines, the seat's colour as the cloth of its formation.
// The shapes tell the pieces apart even at a glance on a phone: a mountain hut with its flag
// (the brigade's base), a round badge with a rifle (a mobile detachment), a diamond with a star
// (a political commissar). Resources are little pictures on a white disc (the grain store's
// ear of wheat, the arms cache's crate, the dairy's churn, the drop zone's parachute, the
// hospital's cross, the food store's sack); the enemy garrison at a military mission is a
// grey helmet. Every placed piece keeps its words for screen readers on its own element.
import type { PieceKind } from '../rules.ts';
import { SeatMarkSvg } from '../../../ui/seat-marks.tsx';

const INK = '#1b140f';

/** The symbols' definitions: rendered once, in the map's live SVG (its <defs>). */
export function PieceSymbols() {
  return (
    <>
      <symbol id="rr-sym-base" viewBox="-20 -22 40 40" overflow="visible">
        {/* The hut: stone walls in the formation's colour, a dark roof, a door. */}
        <path d="M-15,15 V-2 L0,-14 L15,-2 V15 Z" fill="currentColor" stroke={INK} stroke-width="3" stroke-linejoin="round" />
        <path d="M-18,0 L0,-15 L18,0" fill="none" stroke={INK} stroke-width="5" stroke-linecap="round" stroke-linejoin="round" />
        <path d="M-4,15 V5 a4,4 0 0,1 8,0 V15 Z" fill={INK} />
        {/* The flag on the roof, always the partisans' red. */}
        <path d="M0,-15 V-27" stroke={INK} stroke-width="2.5" />
        <path d="M0,-27 L11,-23.5 L0,-20 Z" fill="#c8321f" stroke={INK} stroke-width="1.5" stroke-linejoin="round" />
      </symbol>
      <symbol id="rr-sym-dm" viewBox="-20 -20 40 40" overflow="visible">
        <circle r="17" fill="currentColor" stroke={INK} stroke-width="3" />
        {/* A rifle slung across the badge: stock, barrel, bolt. */}
        <g transform="rotate(-35)">
          <path d="M-13,-2.5 H6 V2.5 H-6 L-12,5 Z" fill="#fffaf0" stroke={INK} stroke-width="1.6" stroke-linejoin="round" />
          <path d="M5,-1.2 H14" stroke="#fffaf0" stroke-width="2.6" stroke-linecap="round" />
          <path d="M5,-1.2 H14" stroke={INK} stroke-width="0.8" stroke-linecap="round" />
          <path d="M-1,2.5 V5.5" stroke="#fffaf0" stroke-width="2" />
        </g>
      </symbol>
      <symbol id="rr-sym-cp" viewBox="-20 -20 40 40" overflow="visible">
        <path d="M0,-19 L19,0 L0,19 L-19,0 Z" fill="currentColor" stroke={INK} stroke-width="3" stroke-linejoin="round" />
        <path d="M0,-9 L2.6,-3.1 L8.6,-2.8 L4,1.2 L5.3,7.3 L0,4 L-5.3,7.3 L-4,1.2 L-8.6,-2.8 L-2.6,-3.1 Z" fill="#fffaf0" stroke={INK} stroke-width="1.4" stroke-linejoin="round" />
      </symbol>
      {/* Resources, drawn in a 28-unit disc centred on 0,0. */}
      <symbol id="rr-sym-grano" viewBox="-14 -14 28 28">
        <path d="M0,11 V-9" stroke="#8a5a12" stroke-width="1.8" />
        <path d="M0,-10 l-3,3 l3,3 l3,-3 Z M0,-4 l-4,2 l4,3 l4,-3 Z M0,2 l-4,2 l4,3 l4,-3 Z" fill="#d9a21b" stroke="#8a5a12" stroke-width="1" />
      </symbol>
      <symbol id="rr-sym-armi" viewBox="-14 -14 28 28">
        <rect x="-9" y="-6" width="18" height="13" rx="1.5" fill="#7a5a32" stroke={INK} stroke-width="1.5" />
        <path d="M-9,-1 H9 M-3,-6 V7 M3,-6 V7" stroke={INK} stroke-width="1" />
        <path d="M-10,-9 L10,-9" stroke={INK} stroke-width="2.4" stroke-linecap="round" />
      </symbol>
      <symbol id="rr-sym-latte" viewBox="-14 -14 28 28">
        {/* A milk churn: lid, narrow neck, wide body with two bands. */}
        <rect x="-5" y="-12" width="10" height="3" rx="1" fill="#8a9aa3" stroke={INK} stroke-width="1.2" />
        <path d="M-3,-9 V-6 L-8,-1 V9 Q-8,11 -6,11 H6 Q8,11 8,9 V-1 L3,-6 V-9 Z" fill="#dfe6ea" stroke={INK} stroke-width="1.5" stroke-linejoin="round" />
        <path d="M-8,2 H8 M-8,6 H8" stroke={INK} stroke-width="1.1" />
      </symbol>
      <symbol id="rr-sym-lanci" viewBox="-14 -14 28 28">
        <path d="M-11,-2 A11,10 0 0,1 11,-2 Q5.5,-5 0,-2 Q-5.5,-5 -11,-2 Z" fill="#f1ead2" stroke={INK} stroke-width="1.5" stroke-linejoin="round" />
        <path d="M-11,-2 L-2,7 M11,-2 L2,7 M0,-2 V7" stroke={INK} stroke-width="1" />
        <rect x="-3" y="6" width="6" height="5" fill="#7a5a32" stroke={INK} stroke-width="1.2" />
      </symbol>
      <symbol id="rr-sym-ospedale" viewBox="-14 -14 28 28">
        <path d="M-3.5,-10 H3.5 V-3.5 H10 V3.5 H3.5 V10 H-3.5 V3.5 H-10 V-3.5 H-3.5 Z" fill="#c8321f" stroke={INK} stroke-width="1" stroke-linejoin="round" />
      </symbol>
      <symbol id="rr-sym-viveri" viewBox="-14 -14 28 28">
        <path d="M-3,-9 L3,-9 L1.5,-6 Q9,-3 8,6 Q7,10 0,10 Q-7,10 -8,6 Q-9,-3 -1.5,-6 Z" fill="#c9a46b" stroke={INK} stroke-width="1.5" stroke-linejoin="round" />
        <path d="M-3.5,-6.5 H3.5" stroke={INK} stroke-width="1.6" />
      </symbol>
      {/* The enemy garrison: a grey steel helmet. */}
      <symbol id="rr-sym-enemy" viewBox="-14 -14 28 28">
        <path d="M-11,5 Q-11,-10 0,-10 Q11,-10 11,3 L13,5 L13,8 L6,8 L6,5 Z" fill="#6f7573" stroke={INK} stroke-width="1.8" stroke-linejoin="round" />
        <path d="M-11,5 H6" stroke={INK} stroke-width="1.5" />
      </symbol>
    </>
  );
}

export type TokenKind = 'base' | PieceKind;

/**
 * A piece on the map in its seat's colour, with the seat's shape at its foot (ui/seat-marks: two
 * colours a colour-blind eye sees as one keep their shapes apart); several of one kind show their number.
 */
export function TokenShape({ kind, color, n }: { kind: TokenKind; color: string; n: number }) {
  return (
    <>
      <use href={`#rr-sym-${kind}`} x={-20} y={kind === 'base' ? -22 : -20} width={40} height={40} style={{ color }} />
      <SeatMarkSvg color={color} x={-14} y={14} r={7.5} />
      {n > 1 && (
        <g transform="translate(14,-13)">
          <circle r="9" class="rr-tok-count-bg" />
          <text class="rr-tok-count" y="4">
            {n}
          </text>
        </g>
      )}
    </>
  );
}

/** A resource on the map: its picture on a disc, ringed red in phase II. */
export function ResourceMark({ id }: { id: string }) {
  return (
    <>
      <circle r="14" />
      <use href={`#rr-sym-${id}`} x={-12} y={-12} width={24} height={24} />
    </>
  );
}

/** A piece drawn alone (the map's legend), in a small SVG of its own. */
export function PieceIcon({ kind, color }: { kind: TokenKind | 'enemy'; color?: string }) {
  return (
    <svg class="rr-piece-icon" viewBox="-22 -28 44 48" aria-hidden="true" style={color ? { color } : undefined}>
      <use href={`#rr-sym-${kind}`} x={-20} y={kind === 'base' ? -22 : -20} width={40} height={40} />
    </svg>
  );
}
