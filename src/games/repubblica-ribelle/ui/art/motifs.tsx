// Repubblica Ribelle's drawing vocabulary, drawn for this project like a 1944 partisan woodcut:
// flat ink silhouettes on worn paper, the Apennine ridges behind, a few warm inks (rust, ochre,
// olive). Each motif stands in a 16×16 box with its feet on y = 16; scenes (scenes.ts) place
// them. Pure data for the sprite (sprite.tsx): nothing here is rendered per card.
import type { JSX } from 'preact';

export const INK = '#2b2118';
export const PAPER = '#f4e9cf';
export const RUST = '#a33a2a';
export const OCHRE = '#c98a2b';
export const OLIVE = '#56623c';
const WOOD = '#7a5634';
const STONE = '#a08f70';
const WALL = '#e0cc9c';
const GREY = '#5e5a52';

/** A star of `n` points around (cx, cy), radii r1 (tips) and r2 (notches). */
export function starPath(cx: number, cy: number, r1: number, r2: number, n: number): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? r2 : r1;
    const a = (Math.PI * i) / n - Math.PI / 2;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join('L')}Z`;
}

const line = (d: string, stroke = INK, w = 0.8) => <path d={d} fill="none" stroke={stroke} stroke-width={w} stroke-linecap="round" />;
const shape = (d: string, fill: string, edge = 0.6) => <path d={d} fill={fill} stroke={INK} stroke-width={edge} stroke-linejoin="round" />;
const ink = (d: string, fill = INK) => <path d={d} fill={fill} />;

// A rebel's body: shoulders to boots, the legs apart.
const BODY = 'M5 6Q8 5 11 6L12 12H10.4L10 16H8.6L8 12.5L7.4 16H6L5.6 12H4Z';

export const MOTIFS: Record<string, JSX.Element> = {
  /** A partisan in a cap. */
  fig: (
    <>
      <circle cx="8" cy="3.3" r="2" fill={INK} />
      {ink('M5.6 2.9Q8 .2 10.4 2.9L11.2 3.2H5Z')}
      {ink(BODY)}
      {line('M6.6 6.4L8 9L9.4 6.4', RUST, 1)}
    </>
  ),
  /** A partisan with a rifle on the shoulder. */
  figR: (
    <>
      <circle cx="8" cy="3.3" r="2" fill={INK} />
      {ink('M5.6 2.9Q8 .2 10.4 2.9L11.2 3.2H5Z')}
      {ink(BODY)}
      {line('M6.6 6.4L8 9L9.4 6.4', RUST, 1)}
      {line('M10 9.5L14 -1.5', INK, 1.1)}
    </>
  ),
  /** An enemy soldier with his hands up. */
  figUp: (
    <>
      <circle cx="8" cy="3.6" r="1.9" fill={GREY} />
      {ink('M5.4 3.6Q8 -.6 10.6 3.6Z', GREY)}
      {ink('M5.5 6.5L3.4 1L4.6.7L6.6 5.5Q8 5 9.4 5.5L11.4.7L12.6 1L10.5 6.5L11 12H9.6L9.4 16H8.5L8 12.5L7.5 16H6.6L6.4 12H5Z', GREY)}
    </>
  ),
  /** Someone speaking, an arm raised. */
  figArm: (
    <>
      <circle cx="8" cy="3.3" r="2" fill={INK} />
      {ink('M5 6Q8 5 11 6L12 12H10.4L10 16H8.6L8 12.5L7.4 16H6L5.6 12H5L5 7.6L2.6 1.4L3.8 1Z')}
    </>
  ),
  /** A woman in a headscarf. */
  woman: (
    <>
      <circle cx="8" cy="3.4" r="1.9" fill={INK} />
      {ink('M5.7 3.8Q8 -.7 10.3 3.8L10.8 5.2H5.2Z', RUST)}
      {ink('M5.6 6Q8 5 10.4 6L11 10L12.4 16H3.6L5 10Z')}
    </>
  ),
  /** The parish priest: cassock and wide hat. */
  figRobe: (
    <>
      <circle cx="8" cy="3.6" r="1.9" fill={INK} />
      {ink('M4.4 2.6H11.6V2Q8 .8 4.4 2Z')}
      {ink('M5.5 6Q8 5 10.5 6L12 16H4Z')}
      {line('M8 7V9M7 8H9', PAPER, 0.6)}
    </>
  ),
  pine: ink('M8 0L13 8H10.5L14 13H9V16H7V13H2L5.5 8H3Z', '#3b4a2b'),
  house: (
    <>
      {shape('M1 8H13V16H1Z', WALL)}
      {shape('M0 8.5L7 3L14 8.5Z', RUST)}
      {ink('M6 11H8V16H6ZM10 10H12V12H10Z')}
    </>
  ),
  tower: (
    <>
      {shape('M5 4H11V16H5Z', WALL)}
      {shape('M4.4 4L8 0L11.6 4Z', RUST)}
      {ink('M7 6H9V9H7Z')}
    </>
  ),
  bridge: shape('M0 8H32V10H30Q24 11 22 16H20Q16 9 12 16H10Q8 11 2 10H0Z', STONE),
  burst: (
    <>
      {ink(starPath(8, 8, 8, 3.4, 9), OCHRE)}
      {ink(starPath(8, 8, 4.4, 2, 7), RUST)}
    </>
  ),
  gun: (
    <>
      {ink('M1 7H15V8.2H1ZM4 6H9V9.5H4ZM1 6.5L4 6V9.5L0 10Z')}
      {line('M7 9.5L3.5 16M7 9.5L10.5 16M7 9.5V16', INK, 1)}
    </>
  ),
  mortar: (
    <>
      {line('M6 14.6L12 3', INK, 2.4)}
      {ink('M2 15H12V16H2Z')}
      {line('M10 8L13 16', INK, 1)}
    </>
  ),
  crate: (
    <>
      {shape('M2 9H14V16H2Z', WOOD)}
      {line('M2 12.5H14M5 9V16M11 9V16', INK, 0.5)}
    </>
  ),
  rifle: ink('M.5 13.5L3.5 11.5L14.8 3.6L15.2 4.2L4.5 12.8L2 15.5Z', WOOD),
  plane: ink('M1 7.4H13.5L16 7V9L13.5 8.6H1ZM6 2.5H8.4L9.4 13.5H7ZM.5 5.5H2V10.5H.5Z'),
  chute: (
    <>
      {shape('M1 6Q8 -3 15 6Z', PAPER)}
      {line('M1 6L8 12M15 6L8 12M8 6V12', INK, 0.4)}
      {shape('M6 12H10V15H6Z', WOOD)}
    </>
  ),
  truck: (
    <>
      {shape('M0 7Q5 4 10 7V14H0ZM10 9H14L16 11V14H10Z', OLIVE)}
      <circle cx="3.5" cy="14.3" r="1.8" fill={INK} />
      <circle cx="12.5" cy="14.3" r="1.8" fill={INK} />
    </>
  ),
  star: ink(starPath(8, 8.5, 7.5, 3, 5), RUST),
  barrier: (
    <>
      {ink('M2 8H3.5V16H2ZM12.5 8H14V16H12.5Z')}
      {shape('M0 8H16V10H0Z', PAPER)}
      {ink('M2 8L4 10H6L4 8ZM7 8L9 10H11L9 8ZM12 8L14 10H16L14 8Z', RUST)}
    </>
  ),
  table: ink('M0 10H16V11.2H0ZM1.5 11V16H2.7V11ZM13.3 11V16H14.5V11Z', WOOD),
  paper: (
    <>
      {shape('M2 1H12L14 3V15H2Z', PAPER)}
      {line('M4 6H12M4 8.5H12M4 11H10M4 13H11', INK, 0.6)}
      {ink('M4 2.5H9V4H4Z', RUST)}
    </>
  ),
  podium: shape('M3 10H13L12 16H4Z', RUST),
  flag: (
    <>
      {line('M2 .5V16', INK, 1)}
      {ink('M2.5 1Q6 0 9 1.5T15 1.5V7Q12 6 9 7T2.5 7Z', RUST)}
    </>
  ),
  flag3: (
    <>
      {line('M2 .5V16', INK, 1)}
      {ink('M2.5 1H7V7H2.5Z', '#3d7a3a')}
      {ink('M7 1H11V7H7Z', PAPER)}
      {ink('M11 1H15V7H11Z', RUST)}
    </>
  ),
  urn: (
    <>
      {shape('M7 3.5H10.5V9H7Z', PAPER)}
      {shape('M3 8H13V16H3Z', WOOD)}
      {line('M6 8.9H10', INK, 0.8)}
    </>
  ),
  scales: (
    <>
      {ink('M7.4 2H8.6V15H7.4ZM4 15H12V16H4ZM1 3H15V3.8H1Z')}
      {line('M2 3.8L.5 9M2 3.8L3.5 9M14 3.8L12.5 9M14 3.8L15.5 9', INK, 0.5)}
      {ink('M0 9Q2 11.4 4 9ZM12 9Q14 11.4 16 9Z', OCHRE)}
    </>
  ),
  envelope: (
    <>
      {shape('M1 4H15V13H1Z', PAPER)}
      {line('M1 4L8 9.5L15 4', INK, 0.7)}
      <circle cx="8" cy="9.5" r="1.4" fill={RUST} />
    </>
  ),
  radio: (
    <>
      {shape('M1 6H15V15H1Z', '#5d5a44')}
      <circle cx="5" cy="10.5" r="2" fill={PAPER} />
      <circle cx="11.5" cy="9" r="1" fill={OCHRE} />
      <circle cx="11.5" cy="12.5" r="1" fill={OCHRE} />
      {line('M13 6L15 0', INK, 0.7)}
    </>
  ),
  sack: (
    <>
      {shape('M4 6Q3 3 5 3H11Q13 3 12 6Q15 10 13 16H3Q1 10 4 6Z', '#d9c69b')}
      {line('M5 5H11', INK, 0.8)}
    </>
  ),
  wheat: (
    <>
      {line('M8 16L8 4M8 16L5 5M8 16L11 5M8 16L3 7M8 16L13 7', '#9a6a1e', 0.9)}
      {[
        [8, 3],
        [5, 4],
        [11, 4],
        [3, 6],
        [13, 6],
      ].map(([x, y]) => (
        <ellipse key={x} cx={x} cy={y} rx="1.1" ry="2.2" fill={OCHRE} />
      ))}
      {line('M6 11.5H10', RUST, 1.4)}
    </>
  ),
  tent: (
    <>
      {shape('M8 2L16 16H0Z', '#c9bd97')}
      {ink('M8 7L10.5 16H5.5Z')}
    </>
  ),
  cross: (
    <>
      {shape('M8 1A7 7 0 1 1 7.99 1Z', PAPER)}
      {ink('M6.5 3.5H9.5V6.5H12.5V9.5H9.5V12.5H6.5V9.5H3.5V6.5H6.5Z', '#b8322a')}
    </>
  ),
  bag: (
    <>
      {line('M6 8Q8 5 10 8', INK, 0.9)}
      {shape('M2 8H14V15H2Z', '#5b3b22')}
      {ink('M7.4 9.6H8.6V10.9H9.9V12.1H8.6V13.4H7.4V12.1H6.1V10.9H7.4Z', PAPER)}
    </>
  ),
  bike: (
    <>
      <circle cx="3.5" cy="12.5" r="3.2" fill="none" stroke={INK} stroke-width="0.8" />
      <circle cx="12.5" cy="12.5" r="3.2" fill="none" stroke={INK} stroke-width="0.8" />
      {line('M3.5 12.5L7 8L12.5 12.5M7 8H11L12.5 12.5M7 8L8 12.5L3.5 12.5M11 8L10.5 6H12.2M6 7H8', INK, 0.8)}
    </>
  ),
  can: (
    <>
      {shape('M5 4H11V5.5Q13 6.5 13 9V16H3V9Q3 6.5 5 5.5Z', '#b9b6a8')}
      {ink('M5.5 3H10.5V4H5.5Z')}
    </>
  ),
  cow: (
    <>
      {line('M3.5 11V16M5.5 11V16M11 11V16M13 11V16', '#5b3b22', 1.1)}
      {ink('M2 7Q2 5 4 5H12Q14 5 14 7V10.5Q14 11.5 12.5 11.5H3.5Q2 11.5 2 10.5ZM14 5H16.5V8.5H14.5Z', '#6b4a2a')}
      <ellipse cx="7" cy="7.6" rx="2" ry="1.4" fill={PAPER} />
      {line('M14.5 5L14 3.8M16 5L16.8 3.8M2 6.5L.8 10', INK, 0.6)}
    </>
  ),
  mill: (
    <>
      {shape('M0 6H9V16H0Z', WALL)}
      {shape('M-.5 6L4.5 2L9.5 6Z', RUST)}
      <circle cx="12" cy="11" r="4.5" fill="none" stroke={INK} stroke-width="1" />
      {line('M12 6.5V15.5M7.5 11H16.5M8.8 7.8L15.2 14.2M15.2 7.8L8.8 14.2', INK, 0.5)}
      {line('M7 16H17', '#4f6f80', 1.2)}
    </>
  ),
  oven: (
    <>
      {ink('M11 3.5H13V.5H11Z')}
      {shape('M1 16V10Q1 3 8 3Q15 3 15 10V16Z', '#c9a27a')}
      {ink('M5 16V11Q5 8.5 8 8.5Q11 8.5 11 11V16Z')}
      {ink('M6.5 16Q6 13.5 8 11.5Q8.3 13 9.5 13.5Q10 15 9.5 16Z', OCHRE)}
    </>
  ),
  book: (
    <>
      {shape('M8 5Q4.5 3 1 4V14Q4.5 13 8 15Q11.5 13 15 14V4Q11.5 3 8 5Z', PAPER)}
      {line('M8 5V15M3 7H6M3 9H6M10 7H13M10 9H13', INK, 0.5)}
    </>
  ),
  logs: (
    <>
      {[
        [4, 14],
        [8.5, 14],
        [13, 14],
        [6.2, 10],
        [10.8, 10],
        [8.5, 6],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="2.2" fill={WOOD} stroke={INK} stroke-width="0.6" />
          <circle cx={x} cy={y} r="0.8" fill="#c9a27a" />
        </g>
      ))}
    </>
  ),
  boot: ink('M4 2H9V10L14 12Q15 13 15 14.5V16H4Z', '#3e2c1c'),
  blankets: (
    <>
      {shape('M1 9H15V11.5H1Z', '#8a4a3a')}
      {shape('M1.5 11.5H14.5V14H1.5Z', '#5b6b4a')}
      {shape('M1 14H15V16H1Z', '#b08a4a')}
    </>
  ),
  sickle: (
    <>
      {shape('M6 11Q15 10 12 2Q16.5 9 8 12.6Z', '#9a978c', 0.5)}
      {line('M6.4 11.4L3 15.5', '#5b3b22', 1.6)}
    </>
  ),
  sun: ink(starPath(8, 8, 7.5, 4, 12), OCHRE),
  garden: (
    <>
      {line('M0 15Q8 13.5 16 15', '#5b3b22', 1.2)}
      {[2, 5.5, 9, 12.5].map((x) => (
        <path key={x} d={`M${x} 14.4q-1.6-2.6-2.2-3.2q1.6.4 2.2 2q.5-2.2 2.2-2.6q-.6 1.6-2.2 3.8z`} fill="#4e7a34" />
      ))}
    </>
  ),
  bread: (
    <>
      {shape('M1 14Q1 8 8 8Q15 8 15 14Z', '#c98a4a')}
      {line('M5 10L6 12M8 9.6V12M11 10L10 12', '#7a4a1e', 0.6)}
    </>
  ),
};
