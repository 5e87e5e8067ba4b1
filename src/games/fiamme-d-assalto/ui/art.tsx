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

type BannerKind = 'tdn' | TrenchKind;

/** No man's land: craters, a broken tree, wire. */
function NoMansLand() {
  return (
    <>
      <path d="M0 34 Q40 26 80 32 T160 30 T240 32 T320 30 T400 32 V56 H0Z" fill="#8f7b55" />
      <ellipse cx="300" cy="41" rx="18" ry="4" fill="#6d5a42" />
      <ellipse cx="50" cy="40" rx="20" ry="5" fill="#6d5a42" />
      <ellipse cx="170" cy="42" rx="26" ry="5" fill="#6d5a42" />
      <path d="M120 34 L123 12 L118 4 M123 18 L130 10" stroke={INK} stroke-width="2.4" fill="none" stroke-linecap="round" />
      <g stroke={INK} stroke-width="1.3" fill="none">
        <path d="M0 46 Q20 50 40 46 T80 46 T120 46 T160 46 T200 46 T240 46 T280 46 T320 46 T360 46 T400 46" />
        {[20, 80, 140, 200, 260, 320, 380].map((x) => (
          <path key={x} d={`M${x} 54 l-4 -14 M${x} 54 l4 -14`} />
        ))}
      </g>
    </>
  );
}

/** A trench: the parapet of sandbags seen from no man's land. */
function Parapet() {
  return (
    <>
      <path d="M0 30 H400 V56 H0Z" fill="#6d5a42" />
      <g fill="#b59d74" stroke={INK} stroke-width="1.2">
        {Array.from({ length: 16 }, (_, i) => (
          <rect key={`a${i}`} x={-6 + i * 26} y="28" width="28" height="11" rx="5" />
        ))}
        {Array.from({ length: 16 }, (_, i) => (
          <rect key={`b${i}`} x={6 + i * 26} y="38" width="28" height="11" rx="5" />
        ))}
      </g>
      <path d="M176 28 Q176 18 186 18 Q196 18 196 28Z" fill="#55585a" stroke={INK} stroke-width="1.2" />
      <path d="M196 24 H220" stroke={INK} stroke-width="2.2" />
    </>
  );
}

/** An objective: a concrete blockhouse under a flag. */
function Blockhouse() {
  return (
    <>
      <path d="M0 40 Q60 34 120 38 T240 38 T360 38 T400 38 V56 H0Z" fill="#8f7b55" />
      <path d="M160 42 L168 22 H232 L240 42Z" fill="#9a9588" stroke={INK} stroke-width="1.4" />
      <rect x="184" y="28" width="32" height="5" fill={INK} />
      <path d="M230 22 V4" stroke={INK} stroke-width="1.8" />
      <path d="M230 5 H248 L244 9 L248 13 H230Z" fill="#c2432f" stroke={INK} stroke-width="1" />
    </>
  );
}

/** A link: a zig-zag communication trench seen from above. */
function Zigzag() {
  return (
    <>
      <path d="M0 0 H400 V56 H0Z" fill="#8f7b55" />
      <path d="M-4 44 L30 20 L60 36 L96 12 L130 34 L166 16 L200 38 L236 18 L270 40 L306 14 L340 36 L376 16 L404 30" fill="none" stroke="#4a3c2a" stroke-width="10" stroke-linejoin="miter" />
      <path d="M-4 44 L30 20 L60 36 L96 12 L130 34 L166 16 L200 38 L236 18 L270 40 L306 14 L340 36 L376 16 L404 30" fill="none" stroke="#b59d74" stroke-width="2" stroke-dasharray="4 4" />
    </>
  );
}

const BANNERS: Record<BannerKind, () => JSX.Element> = { tdn: NoMansLand, trench: Parapet, objective: Blockhouse, link: Zigzag };

/** A strip of landscape across the top of a card, one scene per kind of card. */
export const CardBanner = memo(function CardBanner({ kind }: { kind: BannerKind }) {
  const Scene = BANNERS[kind] ?? Parapet;
  return (
    <svg viewBox="0 0 400 56" class="fi-banner" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <rect width="400" height="56" fill="#c9bb95" />
      <Scene />
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
