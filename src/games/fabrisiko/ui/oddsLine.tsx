// A battle's odds in one line, from the battle calculator (odds.ts) over public data: before a
// battle from the units facing each other, during one from the battle's view at its round's start.
import { useMemo } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import { UNIT_KINDS } from '../content/index.ts';
import { battleOdds, type BattleLike, type UnitCount } from '../odds.ts';
import { isRidge } from '../rules/board.ts';
import type { FabView } from '../rules/types.ts';

const TRIALS = 1000;
const pct = (x: number) => Math.round(x * 100);

type OddsInput = Parameters<typeof battleOdds>[0];

/**
 * The calculator's answer for a battle, worked out once: a thousand seeded trials are the
 * costliest part of drawing the table, and the same battle stays on it move after move (the
 * seed is fixed, so the answer for the same battle is the same).
 */
const known = new Map<string, ReturnType<typeof battleOdds>>();
function oddsOf(input: OddsInput): ReturnType<typeof battleOdds> {
  const key = JSON.stringify(input);
  let o = known.get(key);
  if (!o) {
    o = battleOdds(input, TRIALS, 7);
    if (known.size >= 64) known.delete(known.keys().next().value!);
    known.set(key, o);
  }
  return o;
}

function OddsText({ input }: { input: OddsInput }) {
  const o = oddsOf(input);
  return (
    <p class="small fab-odds" data-testid="odds" style="margin:0">
      {t('fabrisiko.ui.odds', { trials: TRIALS, win: pct(o.win), lose: pct(o.lose), conquer: pct(o.conquer) })}
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
