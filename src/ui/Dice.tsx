// Dice for every game's table: big faces that tumble when rolled (about half a second, still with
// prefers-reduced-motion), each with what it is for and what it did; a die the player may reroll
// is a button; with physical dice, big pickers (1-6 for a d6, 1-10 for a d10) per die. The game
// says what each die shows and passes its own words (DiceWords); nothing here knows a game.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { Button } from './Button.tsx';
import './dice.css';

/** The dice a table shows: six-sided (pips) or ten-sided (a number). */
export type DieSides = 6 | 10;

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[26, 26], [50, 50], [74, 74]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[26, 26], [74, 26], [50, 50], [26, 74], [74, 74]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

/** One die face as SVG; `value` null is a blank die waiting to be rolled. `dark`: the other side's die. */
export function DieFace({ value, sides = 6, dark }: { value: number | null; sides?: DieSides; dark?: boolean }) {
  return (
    <svg class={`dice-face${dark ? ' dice-dark' : ''}`} viewBox="0 0 100 100" aria-hidden="true">
      <rect x="4" y="4" width="92" height="92" rx="18" />
      {value === null ? (
        // The waiting die's "?" drawn as a stroke and a dot, not SVG text: text in an SVG is laid
        // out again whenever a die comes or goes, in every roll step of every game.
        <g class="dice-ask" transform="translate(50 51) scale(0.76) translate(-50 -50)">
          <path d="M39 45 C39 36 45 33 51 33 C58 33 62 37 62 43 C62 49 57 51 54 53 C51 55 50 57 50 59" />
          <circle cx="50" cy="67" r="5.5" />
        </g>
      ) : sides === 6 ? (
        (PIPS[value] ?? []).map(([x, y], i) => <circle key={i} cx={x} cy={y} r="9" />)
      ) : (
        <text class="dice-number" x="50" y="66" text-anchor="middle">{value}</text>
      )}
    </svg>
  );
}

/** The game's words for the dice (numbers are 1-based die positions). */
export interface DiceWords {
  /** "Die 2". */
  dieN(n: number): string;
  /** Accessible name of a rolled die: "Die 2: 5". */
  dieValue(n: number, value: number): string;
  /** Accessible name of a die offered for reroll. */
  rerollDie(n: number, value: number): string;
  /** Accessible name of a picker button: value `value` for `die` (dieN's words). */
  valueFor(die: string, value: number): string;
  /** Title of the pickers for a rerolled physical die. */
  rerollPick(n: number): string;
  cancel: string;
  /** The roll button, for `count` dice. */
  roll(count: number): string;
  /** The line above the pickers of physical dice. */
  enterValues: string;
  confirmValues: string;
}

/** A die before it is rolled. */
export interface WaitingDie {
  /** data-role of the die (what it is for, in the game's terms). */
  role: string;
  /** What it is for, in words ("Test"). */
  name: string;
  /** What it is compared with, in words ("target 7"), or null. */
  detail: string | null;
  /** A small tag under it ("no reroll"), or null. */
  tag: string | null;
  dark?: boolean;
}

/** A rolled die. */
export interface ShownDie extends WaitingDie {
  value: number;
  /** What it did, in words ('' when that is the roll's result, shown once below). */
  effect: string;
  /** The player may reroll it now (a tap, or the pickers with physical dice). */
  canReroll: boolean;
  /** Times it was rerolled: a new value restarts its tumble. */
  rerolled: number;
}

function caption(d: WaitingDie): string {
  return d.detail !== null ? `${d.name} \u00b7 ${d.detail}` : d.name;
}

/** A roll is animated only if it happened while this screen was open (not on a reload). */
function useFreshSeq(seq: number): number {
  const first = useRef(seq);
  return first.current;
}

/**
 * The latest roll, die by die. `seq` grows with every roll and reroll (it decides what tumbles);
 * `rerolls` is how many rerolls this roll has had.
 */
export function RollTray({
  seq,
  rerolls,
  dice,
  result,
  heading,
  hint,
  sides = 6,
  physical,
  words,
  class: extra,
  onReroll,
  hintedDie = null,
}: {
  seq: number;
  rerolls: number;
  dice: readonly ShownDie[];
  result: string;
  heading: ComponentChildren;
  /** A line under the result while a reroll is open, or null. */
  hint: string | null;
  sides?: DieSides;
  physical: boolean;
  words: DiceWords;
  class?: string;
  onReroll: (die: number, value?: number) => void;
  /** The die the app's hint would reroll: its button is marked (ui/hint.ts). */
  hintedDie?: number | null;
}) {
  const seenAt = useFreshSeq(seq);
  const [picking, setPicking] = useState<number | null>(null);
  const base = seq - rerolls;
  const animate = seq > seenAt;
  return (
    <section class={`panel dice-tray${extra ? ` ${extra}` : ''}`} data-testid="last-roll" aria-live="polite">
      {heading}
      <div class="dice-row">
        {dice.map((d, i) => {
          const label = `${words.dieValue(i + 1, d.value)} \u2013 ${d.name}${d.effect ? `: ${d.effect}` : ''}`;
          const face = (
            <span class={`dice-die${animate ? ' dice-rolling' : ''}`} key={`${base}-${i}-${d.rerolled}`}>
              <DieFace value={d.value} sides={sides} dark={d.dark} />
            </span>
          );
          return (
            <div class={`dice-cell${d.canReroll ? ' dice-can-reroll' : ''}`} key={i} data-testid={`die-${i}`} data-value={d.value} data-role={d.role}>
              {d.canReroll ? (
                <button
                  type="button"
                  class="dice-btn"
                  aria-label={`${words.rerollDie(i + 1, d.value)}. ${label}`}
                  data-testid={`reroll-${i}`}
                  {...(hintedDie === i ? { 'data-hint': 'true' as const } : {})}
                  onClick={() => (physical ? setPicking(i) : onReroll(i))}
                >
                  {face}
                  <span class="dice-reroll-mark" aria-hidden="true">↻</span>
                </button>
              ) : (
                <span role="img" aria-label={label}>
                  {face}
                </span>
              )}
              <span class="dice-caption">{caption(d)}</span>
              {d.effect && <span class={`dice-effect${animate ? ' dice-late' : ''}`}>{d.effect}</span>}
              {d.tag !== null && <span class="dice-tag">{d.tag}</span>}
            </div>
          );
        })}
      </div>
      <p class={`dice-result${animate ? ' dice-late' : ''}`} data-testid="roll-result">
        <strong>{result}</strong>
      </p>
      {hint !== null && <p class="muted small">{hint}</p>}
      {picking !== null && (
        <div class="dice-picker" role="group" aria-label={words.rerollPick(picking + 1)}>
          <span>{words.rerollPick(picking + 1)}</span>
          <ValueButtons
            die={picking}
            sides={sides}
            chosen={null}
            words={words}
            onPick={(v) => {
              const die = picking;
              setPicking(null);
              onReroll(die, v);
            }}
          />
          <Button onClick={() => setPicking(null)}>{words.cancel}</Button>
        </div>
      )}
    </section>
  );
}

/** One button per face, for entering a physical die. */
export function ValueButtons({
  die,
  sides = 6,
  chosen,
  words,
  onPick,
}: {
  die: number;
  sides?: DieSides;
  chosen: number | null;
  words: DiceWords;
  onPick: (v: number) => void;
}) {
  return (
    <div class={`dice-values${sides === 10 ? ' dice-values-10' : ''}`}>
      {Array.from({ length: sides }, (_, k) => k + 1).map((v) => (
        <button
          type="button"
          key={v}
          class="dice-value"
          aria-pressed={chosen === v}
          aria-label={words.valueFor(words.dieN(die + 1), v)}
          data-testid={`pick-${die}-${v}`}
          onClick={() => onPick(v)}
        >
          <DieFace value={v} sides={sides} />
        </button>
      ))}
    </div>
  );
}

/** The roll the game asks for: blank dice and a big Roll button, or pickers for real dice. */
export function PendingRoll({
  dice,
  sides = 6,
  physical,
  disabled,
  words,
  onRoll,
  hinted = false,
}: {
  dice: readonly WaitingDie[];
  sides?: DieSides;
  physical: boolean;
  disabled: boolean;
  words: DiceWords;
  onRoll: (values?: number[]) => void;
  /** The app's hint is this roll: its button is marked (ui/hint.ts). */
  hinted?: boolean;
}) {
  const [values, setValues] = useState<(number | null)[]>(() => dice.map(() => null));
  const vals = values.length === dice.length ? values : dice.map(() => null);
  if (!physical) {
    return (
      <div class="dice-pending">
        <div class="dice-row">
          {dice.map((d, i) => (
            <div class="dice-cell" key={i}>
              <span class="dice-die dice-waiting">
                <DieFace value={null} sides={sides} dark={d.dark} />
              </span>
              <span class="dice-caption">{caption(d)}</span>
              {d.tag !== null && <span class="dice-tag">{d.tag}</span>}
            </div>
          ))}
        </div>
        <Button variant="primary" big block disabled={disabled} onClick={() => onRoll()} data-testid="roll" {...(hinted ? { 'data-hint': 'true' as const } : {})}>
          <span class="dice-btn-die" aria-hidden="true">
            <DieFace value={5} sides={sides} />
          </span>
          {words.roll(dice.length)}
        </Button>
      </div>
    );
  }
  return (
    <div class="dice-pending stack" data-testid="physical-dice">
      <p class="small" style="margin:0">{words.enterValues}</p>
      {dice.map((d, i) => (
        <div class="dice-picker" key={i} role="group" data-role={d.role} aria-label={`${words.dieN(i + 1)} \u2013 ${d.name}`}>
          <span class="dice-caption">
            <strong>{words.dieN(i + 1)}</strong>
            {' \u00b7 '}
            {caption(d)}
          </span>
          <ValueButtons die={i} sides={sides} chosen={vals[i]} words={words} onPick={(v) => setValues(vals.map((x, j) => (j === i ? v : x)))} />
        </div>
      ))}
      <Button
        variant="primary"
        big
        block
        disabled={disabled || vals.some((v) => v === null)}
        onClick={() => onRoll(vals as number[])}
        data-testid="roll-confirm"
      >
        {words.confirmValues}
      </Button>
    </div>
  );
}
