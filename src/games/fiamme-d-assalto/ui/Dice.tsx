// The dice, the heart of the game: big faces that tumble when rolled (about half a second, still
// with prefers-reduced-motion), each with its value and what it did; a die the rules let you
// reroll is a button while Ardimento lasts; with physical dice, big 1-6 pickers per die.
import { useRef, useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import type { DieRole, PendingRollView, RollRecord } from '../rules.ts';
import { words } from './text.ts';

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[26, 26], [50, 50], [74, 74]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[26, 26], [74, 26], [50, 50], [26, 74], [74, 74]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

/** One die face as SVG; `value` null is a blank die waiting to be rolled. */
export function DieFace({ value, enemy }: { value: number | null; enemy?: boolean }) {
  return (
    <svg class={`fi-die-face${enemy ? ' fi-die-enemy' : ''}`} viewBox="0 0 100 100" aria-hidden="true">
      <rect x="4" y="4" width="92" height="92" rx="18" />
      {value === null ? (
        <text x="50" y="66" text-anchor="middle">?</text>
      ) : (
        (PIPS[value] ?? []).map(([x, y], i) => <circle key={i} cx={x} cy={y} r="9" />)
      )}
    </svg>
  );
}

export function roleName(role: DieRole): string {
  return t(`fiamme.ui.role.${role}`);
}

/** A roll is animated only if it happened while this screen was open (not on a reload). */
function useFreshSeq(seq: number | null): number {
  const first = useRef(seq ?? 0);
  return first.current;
}

export function RollTray({
  roll,
  seatNames,
  interactive,
  ardimento,
  physical,
  onReroll,
}: {
  roll: RollRecord;
  seatNames: readonly string[];
  interactive: boolean;
  ardimento: number;
  physical: boolean;
  onReroll: (die: number, value?: number) => void;
}) {
  const seenAt = useFreshSeq(roll.seq);
  const [picking, setPicking] = useState<number | null>(null);
  const base = roll.seq - roll.rerolls;
  const animate = roll.seq > seenAt;
  return (
    <section class="panel fi-roll" data-testid="last-roll" aria-live="polite">
      <h3 class="fi-h">{t('fiamme.ui.lastRoll', { purpose: t(`fiamme.purpose.${roll.purpose}`) })}</h3>
      <div class="fi-dice">
        {roll.dice.map((d, i) => {
          const enemy = d.role === 'meleeEnemy';
          const canReroll = interactive && d.rerollable && d.useful && ardimento > 0;
          const label = `${t('fiamme.ui.dieValue', { n: i + 1, value: d.value })} \u2013 ${roleName(d.role)}: ${words(d.effect.key, d.effect.params, seatNames)}`;
          const face = (
            <span class={`fi-die${animate ? ' fi-rolling' : ''}`} key={`${base}-${i}-${d.rerolled}`}>
              <DieFace value={d.value} enemy={enemy} />
            </span>
          );
          return (
            <div class={`fi-die-cell${canReroll ? ' fi-can-reroll' : ''}`} key={i} data-testid={`die-${i}`} data-value={d.value} data-role={d.role}>
              {canReroll ? (
                <button
                  type="button"
                  class="fi-die-btn"
                  aria-label={`${t('fiamme.ui.rerollDie', { n: i + 1, value: d.value })}. ${label}`}
                  data-testid={`reroll-${i}`}
                  onClick={() => (physical ? setPicking(i) : onReroll(i))}
                >
                  {face}
                  <span class="fi-reroll-mark" aria-hidden="true">↻</span>
                </button>
              ) : (
                <span role="img" aria-label={label}>
                  {face}
                </span>
              )}
              <span class="fi-die-role">{roleName(d.role)}{d.target !== null ? ` \u00b7 ${t('fiamme.ui.target', { n: d.target })}` : ''}</span>
              <span class={`fi-die-effect${animate ? ' fi-late' : ''}`}>{words(d.effect.key, d.effect.params, seatNames)}</span>
              {!d.rerollable && <span class="fi-tag">{t('fiamme.ui.noReroll')}</span>}
            </div>
          );
        })}
      </div>
      <p class={`fi-result${animate ? ' fi-late' : ''}`} data-testid="roll-result">
        <strong>{words(roll.result.key, roll.result.params, seatNames)}</strong>
      </p>
      {interactive && ardimento > 0 && roll.dice.some((d) => d.rerollable && d.useful) && <p class="muted small">{t('fiamme.ui.rerollHint')}</p>}
      {picking !== null && (
        <div class="fi-picker" role="group" aria-label={t('fiamme.ui.rerollPick', { n: picking + 1 })}>
          <span>{t('fiamme.ui.rerollPick', { n: picking + 1 })}</span>
          <ValueButtons
            die={picking}
            chosen={null}
            onPick={(v) => {
              const die = picking;
              setPicking(null);
              onReroll(die, v);
            }}
          />
          <Button onClick={() => setPicking(null)}>{t('fiamme.ui.cancel')}</Button>
        </div>
      )}
    </section>
  );
}

function ValueButtons({ die, chosen, onPick }: { die: number; chosen: number | null; onPick: (v: number) => void }) {
  return (
    <div class="fi-values">
      {[1, 2, 3, 4, 5, 6].map((v) => (
        <button
          type="button"
          key={v}
          class="fi-value"
          aria-pressed={chosen === v}
          aria-label={t('fiamme.ui.valueFor', { die: t('fiamme.ui.dieN', { n: die + 1 }), value: v })}
          data-testid={`pick-${die}-${v}`}
          onClick={() => onPick(v)}
        >
          <DieFace value={v} />
        </button>
      ))}
    </div>
  );
}

/** The roll the step asks for: blank dice and a big Roll button, or pickers for real dice. */
export function PendingRoll({ pending, physical, disabled, onRoll }: { pending: PendingRollView; physical: boolean; disabled: boolean; onRoll: (values?: number[]) => void }) {
  const [values, setValues] = useState<(number | null)[]>(() => pending.dice.map(() => null));
  const vals = values.length === pending.count ? values : pending.dice.map(() => null);
  if (!physical) {
    return (
      <div class="fi-pending">
        <div class="fi-dice">
          {pending.dice.map((d, i) => (
            <div class="fi-die-cell" key={i}>
              <span class="fi-die fi-waiting">
                <DieFace value={null} enemy={d.role === 'meleeEnemy'} />
              </span>
              <span class="fi-die-role">{roleName(d.role)}{d.target !== null ? ` \u00b7 ${t('fiamme.ui.target', { n: d.target })}` : ''}</span>
              {!d.rerollable && <span class="fi-tag">{t('fiamme.ui.noReroll')}</span>}
            </div>
          ))}
        </div>
        <Button variant="primary" big block disabled={disabled} onClick={() => onRoll()} data-testid="roll">
          <span class="fi-btn-die" aria-hidden="true">
            <DieFace value={5} />
          </span>
          {pending.count > 1 ? t('fiamme.ui.rollN', { n: pending.count }) : t('fiamme.ui.roll')}
        </Button>
      </div>
    );
  }
  return (
    <div class="fi-pending stack" data-testid="physical-dice">
      <p class="small" style="margin:0">{t('fiamme.ui.enterValues')}</p>
      {pending.dice.map((d, i) => (
        <div class="fi-picker" key={i} role="group" data-role={d.role} aria-label={`${t('fiamme.ui.dieN', { n: i + 1 })} \u2013 ${roleName(d.role)}`}>
          <span class="fi-die-role">
            <strong>{t('fiamme.ui.dieN', { n: i + 1 })}</strong>{' \u00b7 '}{roleName(d.role)}
            {d.target !== null ? ` \u00b7 ${t('fiamme.ui.target', { n: d.target })}` : ''}
          </span>
          <ValueButtons die={i} chosen={vals[i]} onPick={(v) => setValues(vals.map((x, j) => (j === i ? v : x)))} />
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
        {t('fiamme.ui.confirmValues')}
      </Button>
    </div>
  );
}
