// Colour-vision deficiency, simulated: Machado, Oliveira and Fernandes (2009), full severity, in
// linear RGB, for the three dichromacies; and the CIEDE2000 colour difference between two colours.
// The unit test of the seats' colours (tests/unit/shell/colour-blind.test.tsx) and the screen
// tour's simulated screenshots (an SVG feColorMatrix, which works in linear RGB too) share them.

export type Cvd = 'deuteranopia' | 'protanopia' | 'tritanopia';
export const CVDS: readonly Cvd[] = ['deuteranopia', 'protanopia', 'tritanopia'];

/** Row-major 3x3 matrices over linear RGB. */
export const CVD_MATRIX: Record<Cvd, readonly number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

type Rgb = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toSrgb = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const clamp = (c: number) => Math.min(1, Math.max(0, c));

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as Rgb;
}

const hex2 = (c: number) => Math.round(clamp(c) * 255).toString(16).padStart(2, '0');

/** A colour as a person with `cvd` sees it (sRGB hex in, sRGB hex out). */
export function simulate(hex: string, cvd: Cvd): string {
  const lin = parseHex(hex).map(toLinear);
  const m = CVD_MATRIX[cvd];
  const out = [0, 1, 2].map((r) => m[r * 3] * lin[0] + m[r * 3 + 1] * lin[1] + m[r * 3 + 2] * lin[2]);
  return `#${out.map((c) => hex2(toSrgb(clamp(c)))).join('')}`;
}

function lab(hex: string): Rgb {
  const [r, g, b] = parseHex(hex).map(toLinear);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIEDE2000 between two sRGB colours (about 2 is a just-noticeable difference). */
export function deltaE(a: string, b: string): number {
  const [L1, a1, b1] = lab(a);
  const [L2, a2, b2] = lab(b);
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const ap1 = a1 * (1 + G);
  const ap2 = a2 * (1 + G);
  const Cp1 = Math.hypot(ap1, b1);
  const Cp2 = Math.hypot(ap2, b2);
  const hue = (bb: number, ap: number) => (bb === 0 && ap === 0 ? 0 : (Math.atan2(bb, ap) / rad + 360) % 360);
  const hp1 = hue(b1, ap1);
  const hp2 = hue(b2, ap2);
  const dL = L2 - L1;
  const dC = Cp2 - Cp1;
  let dh = 0;
  if (Cp1 * Cp2 !== 0) dh = Math.abs(hp2 - hp1) <= 180 ? hp2 - hp1 : hp2 - hp1 > 180 ? hp2 - hp1 - 360 : hp2 - hp1 + 360;
  const dH = 2 * Math.sqrt(Cp1 * Cp2) * Math.sin((dh / 2) * rad);
  const Lm = (L1 + L2) / 2;
  const Cpm = (Cp1 + Cp2) / 2;
  let hm = hp1 + hp2;
  if (Cp1 * Cp2 !== 0) hm = Math.abs(hp1 - hp2) <= 180 ? (hp1 + hp2) / 2 : hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2 : (hp1 + hp2 - 360) / 2;
  const T = 1 - 0.17 * Math.cos((hm - 30) * rad) + 0.24 * Math.cos(2 * hm * rad) + 0.32 * Math.cos((3 * hm + 6) * rad) - 0.2 * Math.cos((4 * hm - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hm - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2);
  const Sc = 1 + 0.045 * Cpm;
  const Sh = 1 + 0.015 * Cpm * T;
  const Rt = -Math.sin(2 * dTheta * rad) * Rc;
  return Math.sqrt((dL / Sl) ** 2 + (dC / Sc) ** 2 + (dH / Sh) ** 2 + Rt * (dC / Sc) * (dH / Sh));
}

/**
 * Below this CIEDE2000 difference two small patches (a dot, a piece, a fill) are taken as one
 * colour at a glance: we hold pairs under it to a second cue (a shape, a pattern, a word).
 */
export const MERGE_BELOW = 12;

/** The pairs of a palette that merge for an eye with `cvd` (or normal vision, `cvd` null). */
export function mergedPairs(colors: readonly string[], cvd: Cvd | null): [number, number, number][] {
  const seen = colors.map((c) => (cvd ? simulate(c, cvd) : c));
  const out: [number, number, number][] = [];
  for (let i = 0; i < colors.length; i++) for (let j = i + 1; j < colors.length; j++) {
    const d = deltaE(seen[i], seen[j]);
    if (d < MERGE_BELOW) out.push([i, j, Math.round(d * 10) / 10]);
  }
  return out;
}

/** An SVG filter element's matrix values for `cvd` (feColorMatrix type="matrix", 4x5). */
export function feMatrix(cvd: Cvd): string {
  const m = CVD_MATRIX[cvd];
  return [0, 1, 2].map((r) => `${m[r * 3]} ${m[r * 3 + 1]} ${m[r * 3 + 2]} 0 0`).join(' ') + ' 0 0 0 1 0';
}
