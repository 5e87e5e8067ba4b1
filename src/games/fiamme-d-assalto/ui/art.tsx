// Fiamme d'assalto's pictures, drawn for this project like a 1917 front-line sketchbook: dark
// ink on khaki and mud. Decorative only (the unit's or card's words sit beside them), so every
// drawing is aria-hidden, and memoized: a move never redraws them.
import type { JSX } from 'preact';
import { memo } from 'preact/compat';
import type { TrenchKind } from '../content.ts';

const INK = '#2a2219';
const KHAKI = '#b7a57a';
const OLIVE = '#5d6b3f';

/** An Ardito: Adrian helmet, black-flame collar, dagger raised. */
function Ardito() {
  return (
    <>
      <path d="M8 48 C8 36 14 31 24 31 C34 31 40 36 40 48Z" fill={OLIVE} stroke={INK} stroke-width="1.4" />
      <path d="M18 31 l3 6 l3 -4 l3 4 l3 -6" fill={INK} />
      <circle cx="24" cy="23" r="7" fill="#d9b99a" stroke={INK} stroke-width="1.2" />
      <path d="M14 21 C14 12 34 12 34 21 Z" fill={OLIVE} stroke={INK} stroke-width="1.4" />
      <path d="M11 21.5 h26" stroke={INK} stroke-width="2.2" stroke-linecap="round" />
      <path d="M22 12.5 q2 -4 4 0" fill={OLIVE} stroke={INK} stroke-width="1" />
      <path d="M38 34 L44 18" stroke="#d9d2c3" stroke-width="2.4" stroke-linecap="round" />
      <path d="M36 38 l4 -4" stroke={INK} stroke-width="3" stroke-linecap="round" />
    </>
  );
}

/** A machine-pistol team: a helmet behind the twin barrels of its gun on a sandbag. */
function Gunner() {
  return (
    <>
      <path d="M4 48 C4 40 10 37 16 37 H32 C38 37 44 40 44 48Z" fill={KHAKI} stroke={INK} stroke-width="1.4" />
      <path d="M14 37 C14 33 34 33 34 37" fill="none" stroke={INK} stroke-width="1" />
      <circle cx="18" cy="26" r="6" fill="#d9b99a" stroke={INK} stroke-width="1.2" />
      <path d="M9 24 C9 15 27 15 27 24Z" fill={OLIVE} stroke={INK} stroke-width="1.4" />
      <path d="M7 24.5 h22" stroke={INK} stroke-width="2.2" stroke-linecap="round" />
      <path d="M20 31 H44 M20 34 H44" stroke={INK} stroke-width="2.4" stroke-linecap="round" />
      <rect x="22" y="28" width="8" height="9" rx="1" fill={INK} />
      <path d="M26 37 v5" stroke={INK} stroke-width="2" />
    </>
  );
}

export const UnitPortrait = memo(function UnitPortrait({ kind }: { kind: 'squad' | 'pm' }) {
  return (
    <svg viewBox="0 0 48 48" class="fi-portrait" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="8" fill="#cdbf98" />
      <path d="M0 40 Q12 36 24 40 T48 38 V48 H0Z" fill="#8f7b55" opacity="0.6" />
      {kind === 'squad' ? <Ardito /> : <Gunner />}
    </svg>
  );
});

/** The enemy's steel helmet, faint behind a token's numbers. */
export const EnemyHelmet = memo(function EnemyHelmet() {
  return (
    <svg viewBox="0 0 48 48" class="fi-token-art" aria-hidden="true" focusable="false">
      <path d="M8 30 C8 14 18 8 26 8 C36 8 42 16 42 26 L42 30 L38 30 L36 34 L10 34 Z" fill="currentColor" />
      <circle cx="14" cy="22" r="2" fill="currentColor" opacity="0.5" />
    </svg>
  );
});

/** The small mark of a card's type beside its type's name: wire, sandbags, a flag, a zig-zag. */
const KIND_MARKS: Record<'tdn' | TrenchKind, () => JSX.Element> = {
  tdn: () => <path d="M3 15 L13 3 M3 3 L13 15 M1 8 H15" stroke={INK} stroke-width="1.6" fill="none" />,
  trench: () => (
    <g fill={KHAKI} stroke={INK} stroke-width="1">
      <rect x="1" y="9" width="7" height="5" rx="2" />
      <rect x="8" y="9" width="7" height="5" rx="2" />
      <rect x="4.5" y="4" width="7" height="5" rx="2" />
    </g>
  ),
  objective: () => (
    <>
      <path d="M3 16 V1" stroke={INK} stroke-width="1.6" />
      <path d="M3 2 H14 L11 5 L14 8 H3Z" fill="#c2432f" stroke={INK} stroke-width="0.8" />
    </>
  ),
  link: () => <path d="M1 13 L5 4 L9 13 L13 4 L16 10" stroke={INK} stroke-width="2" fill="none" />,
};

export const KindMark = memo(function KindMark({ kind }: { kind: 'tdn' | TrenchKind }) {
  return (
    <svg viewBox="0 0 16 16" class="fi-kind-mark" aria-hidden="true" focusable="false">
      {(KIND_MARKS[kind] ?? KIND_MARKS.trench)()}
    </svg>
  );
});

/** The back of every card: olive board, a barbed-wire frame, the Arditi's flaming grenade. */
export const CardBack = memo(function CardBack() {
  return (
    <svg viewBox="0 0 60 84" class="fi-card-back" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="58" height="82" rx="6" fill={OLIVE} stroke={INK} stroke-width="2" />
      <rect x="6" y="6" width="48" height="72" rx="3" fill="none" stroke={KHAKI} stroke-width="1.2" stroke-dasharray="5 2 1 2" />
      <path d="M30 20 C24 28 36 30 28 38 C34 36 38 32 36 26 C40 32 38 40 32 42 C38 42 42 36 40 30" fill="#c2432f" stroke={INK} stroke-width="1" />
      <circle cx="30" cy="52" r="11" fill={INK} />
      <path d="M22 47 h16 M21 52 h18 M22 57 h16" stroke="#4a4a38" stroke-width="1.4" />
      <rect x="27" y="38" width="6" height="4" fill={KHAKI} stroke={INK} stroke-width="0.8" />
    </svg>
  );
});
