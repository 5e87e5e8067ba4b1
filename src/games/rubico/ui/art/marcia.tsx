// Rubico's card art, drawn for this project in the manner of Roman coins and mosaics of 49 BC:
// gold lines on deep colour. Pictures only: the card's name stays in the text beside them, so
// every drawing is aria-hidden. Each component has no changing props and is memoized, so a
// move never redraws a card's picture.
import type { JSX } from 'preact';
import { memo } from 'preact/compat';
import type { MarciaKind } from '../../rules.ts';

const GOLD = '#f3d58a';
const INK = '#2b1a0c';

/** Caesar's march: a legionary's crested helmet over the road's two chevrons. */
function Legion() {
  return (
    <>
      <path d="M12 30 C12 18 18 12 24 12 C30 12 36 18 36 30 Z" fill={GOLD} stroke={INK} stroke-width="1.5" />
      <path d="M14 18 C18 6 30 6 34 18 C30 12 18 12 14 18Z" fill="#7a1d12" stroke={INK} stroke-width="1.2" />
      <path d="M10 30 h28 l-3 4 h-22 Z" fill={GOLD} stroke={INK} stroke-width="1.2" />
      <path d="M16 30 v8 M32 30 v8" stroke={GOLD} stroke-width="3" stroke-linecap="round" />
      <path d="M20 20 h8 v6 h-8z" fill={INK} opacity="0.55" />
      <path d="M14 41 l4 3 l4 -3 M26 41 l4 3 l4 -3" fill="none" stroke={GOLD} stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
    </>
  );
}

/** The Senate: the fasces, rods bound round an axe. */
function Fasces() {
  return (
    <>
      <path d="M31 10 c6 0 9 4 9 8 c-4 -1 -7 -1 -9 1 z" fill={GOLD} stroke={INK} stroke-width="1.2" />
      {[19, 22, 25, 28].map((x) => (
        <rect key={x} x={x} y="8" width="3" height="34" rx="1.5" fill={GOLD} stroke={INK} stroke-width="0.8" />
      ))}
      <path d="M17 16 l16 4 M17 26 l16 4 M17 36 l16 4" stroke="#7a1d12" stroke-width="2" />
    </>
  );
}

/** Janus: two bearded faces back to back, one looking each way. */
function Janus() {
  return (
    <>
      <circle cx="24" cy="24" r="17" fill="none" stroke={GOLD} stroke-width="2" />
      <path
        d="M24 9 C17 9 14 14 14 18 L11 22 L14 23 C13 27 14 31 17 33 C19 37 22 38 24 38 C26 38 29 37 31 33 C34 31 35 27 34 23 L37 22 L34 18 C34 14 31 9 24 9Z"
        fill={GOLD}
        stroke={INK}
        stroke-width="1.2"
      />
      <path d="M24 9 V38" stroke={INK} stroke-width="1.4" />
      <circle cx="19" cy="19" r="1.4" fill={INK} />
      <circle cx="29" cy="19" r="1.4" fill={INK} />
      <path d="M16 29 q3 4 6 3 M32 29 q-3 4 -6 3" fill="none" stroke={INK} stroke-width="1.2" />
    </>
  );
}

/** Pompey the Great: a laurel wreath around his initial. */
function Pompey() {
  const leaves = [0, 1, 2, 3, 4];
  return (
    <>
      {leaves.map((i) => {
        const a = (200 - i * 28) * (Math.PI / 180);
        const x = 24 + Math.cos(a) * 15;
        const y = 26 - Math.sin(a) * 15;
        return <ellipse key={`l${i}`} cx={x} cy={y} rx="2.4" ry="5" transform={`rotate(${-(200 - i * 28) + 90} ${x} ${y})`} fill={GOLD} stroke={INK} stroke-width="0.8" />;
      })}
      {leaves.map((i) => {
        const a = (-20 + i * 28) * (Math.PI / 180);
        const x = 24 + Math.cos(a) * 15;
        const y = 26 - Math.sin(a) * 15;
        return <ellipse key={`r${i}`} cx={x} cy={y} rx="2.4" ry="5" transform={`rotate(${20 - i * 28 + 90} ${x} ${y})`} fill={GOLD} stroke={INK} stroke-width="0.8" />;
      })}
      <text x="24" y="32" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="17" fill={GOLD} stroke={INK} stroke-width="0.6">
        P
      </text>
    </>
  );
}

const PICTURES: Record<MarciaKind, () => JSX.Element> = { red: Legion, blue: Fasces, giano: Janus, pompeo: Pompey };

export const MarciaArt = memo(function MarciaArt({ kind }: { kind: MarciaKind }) {
  const Picture = PICTURES[kind];
  return (
    <svg viewBox="0 0 48 48" class="rb-glyph" aria-hidden="true" focusable="false">
      <Picture />
    </svg>
  );
});

/**
 * The Marcia deck's back, the same for every card: a gold meander border round a laurel wreath
 * and crossed standards on Roman red. It fills its card (the parent sizes it).
 */
export const MarciaBack = memo(function MarciaBack() {
  return (
    <svg viewBox="0 0 60 88" class="rb-back-art" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="60" height="88" fill="#6e1f18" />
      <rect x="4" y="4" width="52" height="80" rx="3" fill="none" stroke={GOLD} stroke-width="1.2" />
      <path
        d="M7 7 h6 v4 h-3 v-2 M17 7 h6 v4 h-3 v-2 M27 7 h6 v4 h-3 v-2 M37 7 h6 v4 h-3 v-2 M47 7 h6 v4 h-3 v-2 M7 81 h6 v-4 h-3 v2 M17 81 h6 v-4 h-3 v2 M27 81 h6 v-4 h-3 v2 M37 81 h6 v-4 h-3 v2 M47 81 h6 v-4 h-3 v2"
        fill="none"
        stroke={GOLD}
        stroke-width="1"
        opacity="0.8"
      />
      <path d="M18 60 L42 28 M42 60 L18 28" stroke={GOLD} stroke-width="2" stroke-linecap="round" />
      <circle cx="18" cy="27" r="2.2" fill={GOLD} />
      <circle cx="42" cy="27" r="2.2" fill={GOLD} />
      <path d="M17 44 C17 30 24 24 30 22 M43 44 C43 30 36 24 30 22" fill="none" stroke={GOLD} stroke-width="1.4" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <ellipse cx={18 + i * 1.6} cy={42 - i * 5} rx="1.6" ry="3.2" transform={`rotate(-25 ${18 + i * 1.6} ${42 - i * 5})`} fill={GOLD} />
          <ellipse cx={42 - i * 1.6} cy={42 - i * 5} rx="1.6" ry="3.2" transform={`rotate(25 ${42 - i * 1.6} ${42 - i * 5})`} fill={GOLD} />
        </g>
      ))}
      <circle cx="30" cy="44" r="6" fill="#7b261e" stroke={GOLD} stroke-width="1.4" />
      <path d="M27 44 l3 -3 l3 3 l-3 3z" fill={GOLD} />
    </svg>
  );
});

/** The Senate deck's back: the Curia's front on deep blue, the same for every Senate card. */
export const SenateBack = memo(function SenateBack() {
  return (
    <svg viewBox="0 0 60 60" class="rb-back-art" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="60" height="60" fill="#223a5e" />
      <rect x="3" y="3" width="54" height="54" rx="3" fill="none" stroke={GOLD} stroke-width="1" />
      <path d="M14 24 L30 14 L46 24 Z" fill="none" stroke={GOLD} stroke-width="1.6" stroke-linejoin="round" />
      <path d="M14 26 h32" stroke={GOLD} stroke-width="1.6" />
      {[17, 23, 29, 35, 41].map((x) => (
        <path key={x} d={`M${x + 1} 28 v14`} stroke={GOLD} stroke-width="2" />
      ))}
      <path d="M12 44 h36 M10 47 h40" stroke={GOLD} stroke-width="1.6" />
    </svg>
  );
});
