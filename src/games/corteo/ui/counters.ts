// The counters' colours. The corteo's are the rulebook's (C 1a: MOV and AUTOP red, LC and DP
// white and red, RAD green, femministe pink, ML yellow and red, anarchici red and grey,
// gruppetti and zombies orange); the potere's colours are not printed: ours, cold blues and
// greys, each type told apart by shade and band.
export interface CounterColors {
  /** The counter's ground. */
  fill: string;
  /** A band across its top (the second colour of two-colour counters). */
  band: string;
  /** Text on the ground. */
  ink: string;
}

const c = (fill: string, band: string, ink: string): CounterColors => ({ fill, band, ink });

export const COUNTER_COLORS: Readonly<Record<string, CounterColors>> = {
  mov: c('#d7322b', '#d7322b', '#fff'),
  autop: c('#b3201c', '#3a0d0b', '#fff'),
  lc: c('#f6f1e7', '#d7322b', '#a31612'),
  dp: c('#f6f1e7', '#b3201c', '#1f1a17'),
  rad: c('#3f9b4a', '#3f9b4a', '#fff'),
  femministe: c('#f08fb8', '#f08fb8', '#4a1530'),
  ml: c('#f2c230', '#d7322b', '#5a1410'),
  anarchici: c('#8c8a86', '#d7322b', '#fff'),
  gruppetti: c('#f08a24', '#f08a24', '#2b1606'),
  zombies: c('#f08a24', '#5b3a1a', '#2b1606'),
  poc: c('#e9e2d3', '#8a1c1c', '#3a2a20'),
  blindati: c('#2e3b4e', '#101820', '#dfe8f2'),
  celere: c('#2f5d9e', '#1c3a66', '#fff'),
  lacrimogeni: c('#6f8296', '#2f5d9e', '#fff'),
  carabinieri: c('#1c1f26', '#b8282c', '#fff'),
  piantoni: c('#3e5873', '#3e5873', '#e6edf4'),
  vigili: c('#eef1f4', '#2f5d9e', '#1c3a66'),
  finanza: c('#5f6b3c', '#e0b83a', '#fff'),
  corteoPresidenziale: c('#1a1a1a', '#c8a040', '#f3e6c0'),
  comizio: c('#3b3b3b', '#1a1a1a', '#e8e2d4'),
};

export const FALLBACK_COLORS: CounterColors = c('#cfc6b8', '#8a7f70', '#1f1a17');

export function counterColors(component: string): CounterColors {
  return COUNTER_COLORS[component] ?? FALLBACK_COLORS;
}
