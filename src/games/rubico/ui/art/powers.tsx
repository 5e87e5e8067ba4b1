// The gods of Rubico's power cards and the two roles' emblems, as gold coin-like drawings on one
// dark disc. Every picture (and the empty one for "no card") has the same size and colours, so
// from across the table one card or role looks like any other: only the shapes differ.
import type { JSX } from 'preact';
import { memo } from 'preact/compat';
import type { Faction, PowerCard } from '../../rules.ts';

const GOLD = '#f3d58a';
const DARK = '#3a2616';

const POWER_PICTURES: Record<PowerCard, () => JSX.Element> = {
  /** Minerva's owl. */
  minerva: () => (
    <>
      <path d="M16 14 L20 19 L28 19 L32 14 L32 30 C32 37 28 40 24 40 C20 40 16 37 16 30 Z" fill={GOLD} />
      <circle cx="20.5" cy="23" r="3.2" fill={DARK} />
      <circle cx="27.5" cy="23" r="3.2" fill={DARK} />
      <circle cx="20.5" cy="23" r="1.2" fill={GOLD} />
      <circle cx="27.5" cy="23" r="1.2" fill={GOLD} />
      <path d="M22.5 27 L24 30 L25.5 27Z" fill={DARK} />
      <path d="M19 33 q2.5 2 5 0 q2.5 2 5 0" fill="none" stroke={DARK} stroke-width="1.2" />
    </>
  ),
  /** Cybele's crown of towers. */
  cibelis: () => (
    <>
      <path d="M12 34 V20 h4 v-4 h4 v4 h2 v-6 h4 v6 h2 v-4 h4 v4 h4 v14 Z" fill={GOLD} />
      <path d="M12 34 h24 v4 h-24z" fill={GOLD} />
      <rect x="22.5" y="26" width="3" height="8" rx="1.5" fill={DARK} />
      <rect x="15" y="24" width="2.5" height="4" fill={DARK} />
      <rect x="30.5" y="24" width="2.5" height="4" fill={DARK} />
    </>
  ),
  /** Fortuna's wheel. */
  fortuna: () => (
    <>
      <circle cx="24" cy="24" r="12" fill="none" stroke={GOLD} stroke-width="3" />
      <circle cx="24" cy="24" r="3" fill={GOLD} />
      {[0, 45, 90, 135].map((a) => (
        <path key={a} d="M24 13 V35" stroke={GOLD} stroke-width="2" transform={`rotate(${a} 24 24)`} />
      ))}
    </>
  ),
  /** Roma's round shield and spear. */
  roma: () => (
    <>
      <path d="M34 8 L14 40" stroke={GOLD} stroke-width="2.2" stroke-linecap="round" />
      <path d="M34 8 l-1 6 l-4 -2z" fill={GOLD} />
      <circle cx="22" cy="27" r="10" fill={GOLD} />
      <circle cx="22" cy="27" r="6.5" fill="none" stroke={DARK} stroke-width="1.4" />
      <circle cx="22" cy="27" r="2" fill={DARK} />
    </>
  ),
  /** Venus's scallop shell. */
  venus: () => (
    <>
      <path d="M24 38 L10 22 C12 12 36 12 38 22 Z" fill={GOLD} />
      {[-3, -1.5, 0, 1.5, 3].map((k) => (
        <path key={k} d={`M24 37 L${24 + k * 4.3} ${15 + Math.abs(k) * 1.4}`} stroke={DARK} stroke-width="1.2" />
      ))}
      <path d="M20 38 h8 l-2 3 h-4z" fill={GOLD} />
    </>
  ),
  /** Eris's golden apple of discord. */
  eris: () => (
    <>
      <path d="M24 17 C18 13 11 17 12 26 C13 34 19 39 24 37 C29 39 35 34 36 26 C37 17 30 13 24 17Z" fill={GOLD} />
      <path d="M24 17 C24 13 25 10 27 8" fill="none" stroke={GOLD} stroke-width="2" stroke-linecap="round" />
      <path d="M26 11 C30 8 34 10 34 10 C31 13 28 13 26 11Z" fill={GOLD} />
      <path d="M17 24 q1 -4 4 -5" fill="none" stroke={DARK} stroke-width="1.4" stroke-linecap="round" />
    </>
  ),
  /** Vesta's undying flame on her altar. */
  vesta: () => (
    <>
      <path d="M24 10 C30 17 31 22 28 27 C30 22 26 19 24 16 C22 21 18 22 20 28 C16 24 17 16 24 10Z" fill={GOLD} />
      <path d="M17 29 h14 v3 h-14z M19 32 h10 v5 h-10z M16 37 h16 v3 h-16z" fill={GOLD} />
    </>
  ),
  /** Juno's peacock feather. */
  iuno: () => (
    <>
      <path d="M14 40 C20 32 24 24 30 14" fill="none" stroke={GOLD} stroke-width="1.8" stroke-linecap="round" />
      <ellipse cx="29" cy="16" rx="7" ry="9" transform="rotate(30 29 16)" fill={GOLD} />
      <ellipse cx="29.5" cy="15.5" rx="3.6" ry="4.6" transform="rotate(30 29.5 15.5)" fill={DARK} />
      <circle cx="30" cy="15" r="1.6" fill={GOLD} />
      {[0, 1, 2, 3].map((i) => (
        <path key={i} d={`M${17 + i * 3} ${36 - i * 5.5} l-5 -2 M${17 + i * 3} ${36 - i * 5.5} l3 4`} stroke={GOLD} stroke-width="1.2" />
      ))}
    </>
  ),
};

const ROLE_PICTURES: Record<Faction, () => JSX.Element> = {
  /** Caesar's side: the legion's eagle. */
  red: () => (
    <>
      <path d="M24 18 C18 22 10 20 6 13 C9 24 16 28 21 29 L24 34 L27 29 C32 28 39 24 42 13 C38 20 30 22 24 18Z" fill={GOLD} />
      <circle cx="24" cy="16" r="3.6" fill={GOLD} />
      <path d="M15 38 Q24 32 33 38" fill="none" stroke={GOLD} stroke-width="2.4" />
      <path d="M24 34 V42" stroke={GOLD} stroke-width="2.4" />
    </>
  ),
  /** The Senate's side: the fasces. */
  blue: () => (
    <>
      {[19, 22, 25, 28].map((x) => (
        <rect key={x} x={x} y="9" width="3" height="30" rx="1.5" fill={GOLD} />
      ))}
      <path d="M31 11 c6 0 8 4 8 7 c-3 -1 -6 -1 -8 1z" fill={GOLD} />
      <path d="M18 17 h14 M18 27 h14 M18 35 h14" stroke={DARK} stroke-width="1.6" />
    </>
  ),
};

function Disc({ children }: { children?: JSX.Element }) {
  return (
    <svg viewBox="0 0 48 48" class="rb-medal" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill={DARK} />
      <circle cx="24" cy="24" r="20.5" fill="none" stroke={GOLD} stroke-width="1" stroke-dasharray="2 2" />
      {children}
    </svg>
  );
}

/** A power card's god, or an empty medal of the same size when the seat holds no card. */
export const PowerArt = memo(function PowerArt({ card }: { card: PowerCard | null }) {
  const Picture = card ? POWER_PICTURES[card] : null;
  return <Disc>{Picture ? <Picture /> : undefined}</Disc>;
});

export const RoleArt = memo(function RoleArt({ role }: { role: Faction }) {
  const Picture = ROLE_PICTURES[role];
  return (
    <Disc>
      <Picture />
    </Disc>
  );
});
