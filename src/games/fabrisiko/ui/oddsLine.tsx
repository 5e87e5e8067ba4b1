// A battle's odds in one line, from the battle calculator (odds.ts) over public data: before a
// battle from the units facing each other, during one from the battle's view at its round's start.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import { UNIT_KINDS } from '../content/index.ts';
import { battleOddsSteps, type BattleLike, type UnitCount } from '../odds.ts';
import { isRidge } from '../rules/board.ts';
import type { FabView } from '../rules/types.ts';
import { whenIdle, type IdleDeadline } from '../../../ui/idle.ts';

const TRIALS = 1000;
const pct = (x: number) => Math.round(x * 100);

type OddsInput = Parameters<typeof battleOddsSteps>[0];
type Odds = ReturnType<typeof battleOddsSteps> extends Generator<number, infer O> ? O : never;

/**
 * The calculator's answers, each worked out once: a thousand seeded trials are the costliest
 * part of drawing the table, and the same battle stays on it move after move (the seed is fixed,
 * so the answer for the same battle is the same).
 */
const known = new Map<string, Odds>();

function remember(key: string, o: Odds): void {
  if (known.size >= 64) known.delete(known.keys().next().value!);
  known.set(key, o);
}

/**
 * Trials in one piece of the calculation. Pieces run only in the browser's idle time, as many as
 * fit in it (and in SLICE_MS): a move's own work (its storage callbacks, its frame) never waits
 * behind more than one small piece.
 */
const CHUNK = 20;
const SLICE_MS = 4;
/** The longest the calculation waits for an idle moment (a page that is never idle still gets its odds). */
const IDLE_WAIT_MS = 400;

/**
 * Calculations under way, by battle: a table drawn again (a new step, the cover lifted) picks
 * one up where it was paused, rather than starting it again. A few at most.
 */
const pending = new Map<string, ReturnType<typeof battleOddsSteps>>();

function stepsFor(key: string, input: OddsInput): ReturnType<typeof battleOddsSteps> {
  let steps = pending.get(key);
  if (!steps) {
    if (pending.size >= 8) pending.delete(pending.keys().next().value!);
    pending.set(key, (steps = battleOddsSteps(input, TRIALS, 7, CHUNK)));
  }
  return steps;
}


/**
 * The odds of a battle, known or worked out after the move's screen has been drawn, a small
 * piece at a time in idle moments (never in the move's own update, never in a long task); null
 * until they are known. A new state with another battle stops the old one's calculation (it
 * stays paused, to pick up if that battle comes back); the answer is the same however it is cut.
 */
function useOdds(input: OddsInput): Odds | null {
  const key = JSON.stringify(input);
  const [, setDone] = useState('');
  useEffect(() => {
    if (known.has(key)) return;
    const steps = stepsFor(key, input);
    let cancel = () => {};
    const run = (deadline: IdleDeadline | null) => {
      // Another table of the same battle may have finished it meanwhile.
      if (known.has(key)) return setDone(key);
      const until = performance.now() + Math.min(SLICE_MS, deadline ? deadline.timeRemaining() : SLICE_MS);
      do {
        const r = steps.next();
        if (r.done) {
          pending.delete(key);
          remember(key, r.value);
          setDone(key);
          return;
        }
      } while (performance.now() < until);
      cancel = whenIdle(run, IDLE_WAIT_MS);
    };
    cancel = whenIdle(run, IDLE_WAIT_MS);
    return () => cancel();
  }, [key]);
  return known.get(key) ?? null;
}

function OddsText({ input }: { input: OddsInput }) {
  const o = useOdds(input);
  return (
    <p class="small fab-odds" data-testid="odds" style="margin:0" aria-busy={o ? undefined : 'true'}>
      {o ? t('fabrisiko.ui.odds', { trials: TRIALS, win: pct(o.win), lose: pct(o.lose), conquer: pct(o.conquer) }) : t('fabrisiko.ui.oddsWorking', { trials: TRIALS })}
    </p>
  );
}

/** Odds of the battle the active player could start at `at`. */
export function OddsBefore({ view, at }: { view: FabView; at: number }) {
  const key = `${at}:${JSON.stringify(view.units.filter((u) => u.at === at))}`;
  const input = useMemo(() => {
    const attacker: UnitCount = {};
    const defender: UnitCount = {};
    for (const u of view.units) {
      if (u.at !== at || !UNIT_KINDS.includes(u.k)) continue;
      const side = u.o === view.active ? attacker : defender;
      side[u.k] = (side[u.k] ?? 0) + u.n;
    }
    return { attacker, defender, ridge: isRidge(at) };
  }, [key]);
  return <OddsText input={input} />;
}

/** Odds of the battle under way, from its current round. */
export function OddsNow({ battle }: { battle: BattleLike }) {
  return <OddsText input={battle} />;
}
