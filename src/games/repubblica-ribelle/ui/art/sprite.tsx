// Repubblica Ribelle's pictures as one hidden sprite, drawn once when the game's screens load: a
// card, a mission or a leader then shows its picture with a single <use>, so the page does not
// grow with every card and a move never redraws a drawing. Every picture is decorative (the
// card's words sit beside it) and aria-hidden; the sprite holds no words, and every face-down
// card of a kind shows the same back.
import { render } from 'preact';
import { memo } from 'preact/compat';
import type { BoardId, MissionKind } from '../../content.ts';
import { INK, MOTIFS, OCHRE, PAPER, RUST, starPath } from './motifs.tsx';
import { MISSION_SCENES, THEME_SCENES, parseScene } from './scenes.ts';

const GROUND = 29;

/** One 80-wide strip of ridges: four layers, back to front. */
const RIDGES: { d: string; attrs: Record<string, string> }[] = [
  { d: 'M0 17L8 11L15 14L24 6L33 13L42 8L52 15L61 9L70 13L80 17V32H0Z', attrs: { fill: '#a9ad8c' } },
  { d: 'M24 6L21 11M24 6L27 10.5M42 8L40 12M61 9L58.6 13', attrs: { stroke: INK, 'stroke-width': '0.35', opacity: '0.6' } },
  { d: 'M0 23Q12 18 24 22T48 20T80 23V32H0Z', attrs: { fill: '#7d8a5a' } },
  { d: 'M0 29Q20 27 40 29T80 29V32H0Z', attrs: { fill: '#5f6b40' } },
];

/** An absolute path moved dx to the right (commands M L Q T H V Z only, as RIDGES uses). */
export function shiftPath(d: string, dx: number): string {
  const out: string[] = [];
  let cmd = '';
  let i = 0;
  for (const tok of d.match(/[A-Za-z]|-?[\d.]+/g) ?? []) {
    if (/[A-Za-z]/.test(tok)) {
      cmd = tok;
      i = 0;
      out.push(tok);
      continue;
    }
    const n = Number(tok);
    const isX = cmd === 'H' || (cmd !== 'V' && i % 2 === 0);
    out.push(`${isX ? +(n + dx).toFixed(2) : n}`);
    i++;
  }
  return out.join(' ').replace(/ ([A-Za-z])/g, '$1').replace(/([A-Za-z]) /g, '$1');
}

/** Each ridge layer repeated from x = -480 to 560, as one path. */
const RIDGE_STRIPS = RIDGES.map((r) =>
  Array.from({ length: 13 }, (_, k) => shiftPath(r.d, (k - 6) * 80)).join(''),
);
const BACK_GOLD = '#e9c77a';

/** A cog of eight teeth with a hole, for the automated partisans' gears. */
function gearPath(): string {
  const pts: string[] = [];
  for (let i = 0; i < 32; i++) {
    const r = i % 4 < 2 ? 7.6 : 5.6;
    const a = ((i - 0.5) * Math.PI) / 16;
    pts.push(`${(8 + r * Math.cos(a)).toFixed(2)} ${(8 + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}ZM8 5.6A2.4 2.4 0 1 0 8 10.4A2.4 2.4 0 1 0 8 5.6Z`;
}

function Scene({ id, scene }: { id: string; scene: string }) {
  return (
    <g id={id}>
      <use href="#rr-bg" />
      {parseScene(scene).map((p, i) => {
        const s = Math.abs(p.scale);
        const x = p.scale < 0 ? p.x + 16 * s : p.x;
        return <use key={i} href={`#rr-m-${p.motif}`} transform={`translate(${x} ${GROUND - 16 * s - p.lift}) scale(${p.scale} ${s})`} />;
      })}
    </g>
  );
}

/** Head and shoulders of a rebel leader, no face: what they wear tells them apart. */
const HEADGEAR: Record<BoardId, string> = {
  rosso: 'M13.5 13Q14 7 20 7.5Q26 7 27 12L26.5 13.5Q20 11.5 13.5 13Z',
  blu: 'M12.8 12.4Q12 6.6 19 6.4Q27.5 6.4 27.8 11Q21 9.4 12.8 12.4ZM19 6.6L19.6 4.8L20.4 6.6Z',
  giallo: 'M13.6 19Q12 8 20 8Q28 8 26.4 19L28 24.5Q24.6 23 25 18Q20 12.4 15 18Q15.4 23 12 24.5Z',
  verde: 'M10.5 13.2H29.5Q27 12 25 11.6Q25 5.6 20 5.6Q15 5.6 15 11.6Q13 12 10.5 13.2Z',
  arancio: 'M12.6 13Q13 6.6 20 6.6Q27 6.6 27.4 13ZM26 10Q31 3 33.4 1.6Q30.6 6 27.4 11.2Z',
  viola: 'M13.4 13.2Q13 5.6 20 5.6Q27 5.6 26.6 13.2ZM20 5.8A1.8 1.8 0 1 1 20 2.2A1.8 1.8 0 1 1 20 5.8Z',
};
const HAT_FILL: Record<BoardId, string> = { rosso: '#6f7d48', blu: '#4a5d96', giallo: '#4a3524', verde: '#8f6a3c', arancio: '#6f7d48', viola: '#8a62a0' };
const SCARF: Record<BoardId, string> = { rosso: RUST, blu: '#2f4f8a', giallo: OCHRE, verde: '#3d7a3a', arancio: '#c8641e', viola: '#6c3f91' };

function Portrait({ board }: { board: BoardId }) {
  return (
    <g id={`rr-p-${board}`} clip-path="url(#rr-medal)">
      <path d="M4 40Q6 28 20 27Q34 28 36 40Z" fill={INK} />
      <path d="M17 21H23V28H17Z" fill={INK} />
      <ellipse cx="20" cy="16.5" rx="6" ry="7.4" fill={INK} />
      <path d={HEADGEAR[board]} fill={HAT_FILL[board]} />
      {board === 'rosso' && <path d={starPath(20, 10.6, 2, 0.8, 5)} fill={RUST} />}
      {board === 'giallo' && <path d="M9 31L29 40" stroke="#7a5634" stroke-width="1.8" />}
      {board === 'blu' && <path d="M25 32H29V37H25Z" fill={PAPER} />}
      {board === 'verde' && <path d="M28 31Q25.6 34 28 37Q30.4 34 28 31Z" fill="#4e9a44" />}
      <path d="M13.6 28L20 35L26.4 28L23 26.8L20 30.4L17 26.8Z" fill={SCARF[board]} />
    </g>
  );
}

function Sprite() {
  const kinds = Object.keys(THEME_SCENES) as MissionKind[];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {/* The ridges run on either side of the 80-wide strip, so a wider frame shows more hills:
            thirteen strips drawn as four long paths, not thirteen <use>s (each <use> is a copy the
            browser styles and lays out again for every card on the page). */}
        <g id="rr-bg">
          <rect x="-480" y="-40" width="1040" height="72" fill="#ead8ac" />
          {RIDGES.map((r, i) => (
            <path key={i} d={RIDGE_STRIPS[i]} {...r.attrs} />
          ))}
        </g>
        {Object.entries(MOTIFS).map(([name, drawing]) => (
          <g key={name} id={`rr-m-${name}`}>
            {drawing}
          </g>
        ))}
        {kinds.flatMap((k) => Object.entries(THEME_SCENES[k]).map(([theme, scene]) => <Scene key={theme} id={`rr-t-${theme}`} scene={scene} />))}
        {kinds.map((k) => (
          <Scene key={k} id={`rr-k-${k}`} scene={MISSION_SCENES[k]} />
        ))}
        <clipPath id="rr-medal">
          <circle cx="20" cy="20" r="19" />
        </clipPath>
        {(Object.keys(HEADGEAR) as BoardId[]).map((b) => (
          <Portrait key={b} board={b} />
        ))}
        <g id="rr-winter" fill={PAPER}>
          {[
            [6, 8],
            [33, 6],
            [9, 20],
            [31, 18],
            [4, 30],
            [36, 28],
          ].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="1" />
          ))}
        </g>
        <g id="rr-back">
          <rect width="30" height="42" rx="3" fill="#7a2a20" />
          <rect x="2" y="2" width="26" height="38" rx="2" fill="none" stroke={BACK_GOLD} stroke-width="0.7" />
          <path d="M2.4 33L8 26L12 29.5L18 22L23 27.5L27.6 24V39.6H2.4Z" fill="#521a13" />
          <circle cx="15" cy="15" r="7" fill="none" stroke={BACK_GOLD} stroke-width="0.8" />
          <path d={starPath(15, 15.5, 5.2, 2.1, 5)} fill={BACK_GOLD} />
        </g>
        <path id="rr-cog" d={gearPath()} fill-rule="evenodd" />
      </defs>
    </svg>
  );
}

/** Draws the sprite once, outside the app's tree (the game's screens come and go, it stays). */
function mountSprite(): void {
  if (typeof document === 'undefined' || document.getElementById('rr-sprite')) return;
  const host = document.createElement('div');
  host.id = 'rr-sprite';
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
  document.body.appendChild(host);
  render(<Sprite />, host);
}
mountSprite();

/** Each picture drawn as an image once, by its sprite id: see Use. */
const images = new Map<string, string | null>();

/**
 * A standalone SVG image of one of the sprite's pictures (the defs it uses, and nothing else),
 * as a blob URL; null where the page cannot make one (then the picture is drawn inline).
 */
function imageOf(id: string, box: string, wide: boolean): string | null {
  const key = `${id} ${box} ${wide}`;
  if (images.has(key)) return images.get(key)!;
  let url: string | null = null;
  try {
    const svg = typeof URL.createObjectURL === 'function' ? pictureSvg(id, box, wide) : null;
    if (svg) url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  } catch {
    url = null;
  }
  images.set(key, url);
  return url;
}

/** One picture of the sprite as a standalone SVG document: the defs it uses, and nothing else. */
export function pictureSvg(id: string, box: string, wide: boolean): string | null {
  const defs = typeof document === 'undefined' ? null : document.getElementById('rr-sprite')?.querySelector('defs');
  if (!defs || typeof XMLSerializer !== 'function') return null;
  const needed: Element[] = [];
  const seen = new Set<string>();
  const visit = (ref: string) => {
    if (seen.has(ref)) return;
    seen.add(ref);
    const el = defs.querySelector(`[id="${ref}"]`);
    if (!el) return;
    needed.push(el);
    el.querySelectorAll('use').forEach((u) => visit((u.getAttribute('href') ?? '').slice(1)));
  };
  visit(id);
  if (!needed.length) return null;
  const xml = new XMLSerializer();
  const body = needed.map((el) => xml.serializeToString(el)).join('');
  const fit = wide ? ' preserveAspectRatio="xMidYMax meet"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}"${fit}><defs>${body}</defs><use href="#${id}"/></svg>`;
}

/**
 * A picture of the sprite, as an image: an inline <use> of a scene is a copy of its every hill and
 * figure that the browser styles and lays out with the page, for every card (thousands of boxes
 * on a table, each restyled when the table comes back from under a cover); an image is one box,
 * drawn once and reused. Inline where no image can be made (a page without blob URLs).
 */
function Use({ href, box, cls, wide }: { href: string; box: string; cls: string; wide?: boolean }) {
  const url = imageOf(href.slice(1), box, !!wide);
  if (url) return <img class={cls} src={url} alt="" aria-hidden="true" draggable={false} decoding="async" />;
  // A scene keeps its ground at the bottom and widens with its frame (the hills go on).
  return (
    <svg class={cls} viewBox={box} preserveAspectRatio={wide ? 'xMidYMax meet' : undefined} aria-hidden="true" focusable="false">
      <use href={href} />
    </svg>
  );
}

/** The picture of an action card's subject. */
export const ThemeArt = memo(function ThemeArt({ theme }: { theme: string }) {
  return <Use href={`#rr-t-${theme}`} box="0 0 80 32" cls="rr-art" wide />;
});

/** The picture of a mission type. */
export const MissionArt = memo(function MissionArt({ kind }: { kind: MissionKind }) {
  return <Use href={`#rr-k-${kind}`} box="0 0 80 32" cls="rr-art rr-mission-art" wide />;
});

/** A leader's medallion: the board's colours; winter in phase II. */
export const LeaderPortrait = memo(function LeaderPortrait({ board, phase }: { board: BoardId; phase: 1 | 2 }) {
  return (
    <svg class={`rr-portrait rr-portrait-${phase}`} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" class="rr-portrait-sky" />
      {phase === 2 && <use href="#rr-winter" />}
      <use href={`#rr-p-${board}`} />
      <circle cx="20" cy="20" r="19" fill="none" stroke={SCARF[board]} stroke-width="2" />
    </svg>
  );
});

/** The back every action card shares. */
export const CardBackArt = memo(function CardBackArt() {
  return <Use href="#rr-back" box="0 0 30 42" cls="rr-back-art" />;
});

/** A gear: green ones serve that mission type, red ones are struck through. */
export const Gear = memo(function Gear({ green }: { green: boolean }) {
  return (
    <svg class={`rr-gear ${green ? 'rr-green' : 'rr-red'}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <use href="#rr-cog" fill="currentColor" />
      {!green && <path d="M2.5 13.5L13.5 2.5" stroke={PAPER} stroke-width="3" />}
      {!green && <path d="M2.5 13.5L13.5 2.5" stroke="currentColor" stroke-width="1.4" />}
    </svg>
  );
});
