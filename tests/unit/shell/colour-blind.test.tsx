// @vitest-environment happy-dom
// Every seat and faction told apart by more than hue (issue 34.7): each palette a game shows is
// seen through simulated deuteranopia, protanopia and tritanopia (tests/e2e/support/cvd.ts), and
// every pair of colours that merges there must carry a second cue that differs: the seat's shape
// (ui/seat-marks) beside its name and on its pieces, FabRisiko!'s owners' patterns, a word.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { CVDS, deltaE, mergedPairs, simulate, MERGE_BELOW } from '../../e2e/support/cvd.ts';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';
import { SEAT_MARKS, SeatDot, seatMarkOf } from '../../../src/ui/seat-marks.tsx';
import { SeatName } from '../../../src/games/rubico/ui/parts.tsx';
import { TokenShape } from '../../../src/games/repubblica-ribelle/ui/pieces.tsx';
import { BOARDS } from '../../../src/games/repubblica-ribelle/content/boards.ts';
import { it as ribelleIt, en as ribelleEn } from '../../../src/games/repubblica-ribelle/strings.ts';
import { fabrisikoRules as FR, type FabState } from '../../../src/games/fabrisiko/rules.ts';
import { MapView } from '../../../src/games/fabrisiko/ui/MapView.tsx';
import { patternId } from '../../../src/games/fabrisiko/ui/owners.tsx';
import { it as fabIt, en as fabEn } from '../../../src/games/fabrisiko/strings.ts';
import { SIDE_COLOUR } from '../../../src/games/corteo/ui/Status.tsx';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';

const SEATS = SEAT_COLOR_VALUES as readonly string[];
const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Franco', 'Giulia', 'Ivo'];

async function draw(node: preact.ComponentChild): Promise<HTMLElement> {
  const root = document.createElement('div');
  await act(() => render(node, root));
  return root;
}

describe('the simulation itself', () => {
  it('merges what a dichromat confuses and keeps apart what they see', () => {
    // Red and green: far apart to a normal eye, much closer for a red-green dichromat (the
    // deuteranope sees one colour), still apart for a tritanope.
    const seen = (cvd: (typeof CVDS)[number]) => deltaE(simulate('#d7322b', cvd), simulate('#3f9b4a', cvd));
    const normal = deltaE('#d7322b', '#3f9b4a');
    expect(normal).toBeGreaterThan(40);
    expect(seen('deuteranopia')).toBeLessThan(MERGE_BELOW);
    expect(seen('protanopia')).toBeLessThan(normal / 2);
    expect(seen('tritanopia')).toBeGreaterThan(normal / 2);
    // Grey stays grey whatever the eye.
    for (const cvd of CVDS) expect(deltaE(simulate('#808080', cvd), '#808080')).toBeLessThan(1);
  });
});

describe('the seats\u2019 colours (every game)', () => {
  it('are all apart to a normal eye, and some merge under each simulation: so hue alone is not enough', () => {
    expect(mergedPairs(SEATS, null)).toEqual([]);
    // What the review saw: amber, orange and olive merge, green and teal too.
    const pair = (a: number, b: number) => (p: number[]) => p[0] === a && p[1] === b;
    expect(mergedPairs(SEATS, 'deuteranopia').some(pair(0, 5))).toBe(true); // amber, orange
    expect(mergedPairs(SEATS, 'protanopia').some(pair(5, 6))).toBe(true); // orange, olive
    expect(mergedPairs(SEATS, 'tritanopia').some(pair(1, 3))).toBe(true); // green, teal
  });

  it('each have a shape of their own, so every pair that merges keeps its shapes apart', () => {
    const marks = SEATS.map(seatMarkOf);
    expect(new Set(marks).size).toBe(SEATS.length);
    expect(marks.every((m) => (SEAT_MARKS as readonly string[]).includes(m))).toBe(true);
    for (const cvd of CVDS) for (const [a, b] of mergedPairs(SEATS, cvd)) expect(marks[a], `${cvd}: ${SEATS[a]} ${SEATS[b]}`).not.toBe(marks[b]);
  });

  it('the dot beside a name is drawn in the seat\u2019s shape (the table, the cover, the end, every game)', async () => {
    const root = await draw(<div>{SEATS.map((c) => <SeatDot key={c} color={c} />)}</div>);
    const drawn = [...root.querySelectorAll('svg.seat-dot')].map((s) => s.getAttribute('data-mark'));
    expect(drawn).toEqual(SEATS.map(seatMarkOf));
    const paths = new Set([...root.querySelectorAll('svg.seat-dot path')].map((p) => p.getAttribute('d')));
    expect(paths.size).toBe(SEATS.length);
  });
});

describe('Rubico: seven seats', () => {
  it('every seat\u2019s name carries its own shape, so gold, orange and olive stay apart', async () => {
    const seats = SEATS.slice(0, 7).map((color, i) => ({ name: NAMES[i], color }));
    const root = await draw(<div>{seats.map((s) => <SeatName key={s.name} seat={s} />)}</div>);
    const marks = [...root.querySelectorAll('.rb-seat svg.seat-dot')].map((s) => s.getAttribute('data-mark'));
    expect(marks).toHaveLength(7);
    expect(new Set(marks).size).toBe(7);
    for (const cvd of CVDS) for (const [a, b] of mergedPairs(seats.map((s) => s.color), cvd)) expect(marks[a]).not.toBe(marks[b]);
  });
});

describe('Repubblica Ribelle: pieces and boards', () => {
  it('a piece on the map carries its seat\u2019s shape at its foot', async () => {
    const root = await draw(
      <svg>
        {SEATS.slice(0, 6).map((c) => (
          <g key={c}>
            <TokenShape kind="dm" color={c} n={2} />
          </g>
        ))}
      </svg>,
    );
    const marks = [...root.querySelectorAll('.seat-mark')].map((p) => p.getAttribute('data-mark'));
    expect(marks).toEqual(SEATS.slice(0, 6).map(seatMarkOf));
  });

  it('the boards\u2019 colours that merge are each written by name beside their swatch', () => {
    const colors = BOARDS.map((b) => b.color);
    const merged = CVDS.flatMap((cvd) => mergedPairs(colors, cvd));
    expect(merged.length).toBeGreaterThan(0);
    for (const [a, b] of merged) {
      for (const cat of [ribelleIt, ribelleEn]) {
        const na = (cat as Record<string, string>)[`ribelle.board.${BOARDS[a].id}`];
        const nb = (cat as Record<string, string>)[`ribelle.board.${BOARDS[b].id}`];
        expect(na && nb && na !== nb).toBeTruthy();
      }
    }
  });
});

describe('FabRisiko!: owners on the map', () => {
  it('each owner\u2019s territories have their pattern and its units\u2019 plates its shape', async () => {
    await loadShellStrings();
    addCatalogs({ it: fabIt, en: fabEn });
    const s: FabState = FR.setup(FR.defaultOptions(4), 4, 5);
    const view = FR.view(s, 'table');
    const colors = SEATS.slice(0, 4);
    const seats = colors.map((color, i) => ({ name: NAMES[i], color }));
    const root = await draw(<MapView view={view} seats={seats} targets={new Set()} selected={null} />);
    // Four seats, four patterns, four shapes: every pair that merges under a simulation differs in both.
    for (const cvd of CVDS) {
      for (const [a, b] of mergedPairs(colors, cvd)) {
        expect(patternId(a, 'map')).not.toBe(patternId(b, 'map'));
        expect(seatMarkOf(colors[a])).not.toBe(seatMarkOf(colors[b]));
      }
    }
    const plates = [...root.querySelectorAll('.fab-stack')];
    expect(plates.length).toBeGreaterThan(0);
    for (const plate of plates) {
      const stroke = plate.querySelector('rect')!.getAttribute('stroke')!;
      expect(plate.querySelector('.seat-mark')!.getAttribute('data-mark')).toBe(seatMarkOf(stroke));
    }
    const shapes = new Set(plates.map((p) => p.querySelector('.seat-mark')!.getAttribute('data-mark')));
    expect(shapes.size).toBe(4);
  });
});

describe('Corteo: the two sides', () => {
  it('the corteo\u2019s red and the potere\u2019s blue stay apart under every simulation', () => {
    for (const cvd of [null, ...CVDS]) expect(mergedPairs([SIDE_COLOUR.corteo, SIDE_COLOUR.potere], cvd)).toEqual([]);
  });
});
