// Fiamme's dice on the shared dice screen (src/ui/Dice.tsx): what each die is for (its role and
// the number it must reach), what it did, whether Ardimento may reroll it, in Fiamme's words.
// The enemy's melee die is the dark one and is never rerolled.
import { memo } from 'preact/compat';
import { t } from '../../../i18n/index.ts';
import { PendingRoll as SharedPendingRoll, RollTray as SharedRollTray, type DiceWords, type WaitingDie } from '../../../ui/Dice.tsx';
import type { DieRole, PendingRollView, RollRecord } from '../rules.ts';
import { words } from './text.ts';

export function roleName(role: DieRole): string {
  return t(`fiamme.ui.role.${role}`);
}

/** Fiamme's words for the shared dice (read when drawn, so a language change shows at once). */
function diceWords(): DiceWords {
  return {
    dieN: (n) => t('fiamme.ui.dieN', { n }),
    dieValue: (n, value) => t('fiamme.ui.dieValue', { n, value }),
    rerollDie: (n, value) => t('fiamme.ui.rerollDie', { n, value }),
    valueFor: (die, value) => t('fiamme.ui.valueFor', { die, value }),
    rerollPick: (n) => t('fiamme.ui.rerollPick', { n }),
    cancel: t('fiamme.ui.cancel'),
    roll: (count) => (count > 1 ? t('fiamme.ui.rollN', { n: count }) : t('fiamme.ui.roll')),
    enterValues: t('fiamme.ui.enterValues'),
    confirmValues: t('fiamme.ui.confirmValues'),
  };
}

function waiting(d: { role: DieRole; target: number | null; rerollable: boolean }): WaitingDie {
  return {
    role: d.role,
    name: roleName(d.role),
    detail: d.target !== null ? t('fiamme.ui.target', { n: d.target }) : null,
    tag: d.rerollable ? null : t('fiamme.ui.noReroll'),
    dark: d.role === 'meleeEnemy',
  };
}

type TrayProps = {
  /** A class marking the tray while the app's roll is fresh. */
  mark?: string;
  roll: RollRecord;
  seatNames: readonly string[];
  interactive: boolean;
  ardimento: number;
  physical: boolean;
  onReroll: (die: number, value?: number) => void;
  /** The die the app's hint would reroll, or null. */
  hintedDie?: number | null;
};

/** The dice just rolled; redrawn only when the roll, the names or what a tap may do changes. */
export const RollTray = memo(
  RollTrayDrawn,
  (a: TrayProps, b: TrayProps) =>
    a.mark === b.mark &&
    a.seatNames === b.seatNames &&
    a.interactive === b.interactive &&
    a.ardimento === b.ardimento &&
    a.physical === b.physical &&
    a.onReroll === b.onReroll &&
    a.hintedDie === b.hintedDie &&
    (a.roll === b.roll || JSON.stringify(a.roll) === JSON.stringify(b.roll)),
);

function RollTrayDrawn({
  mark = '',
  roll,
  seatNames,
  interactive,
  ardimento,
  physical,
  onReroll,
  hintedDie = null,
}: TrayProps) {
  const offered = (d: RollRecord['dice'][number]) => interactive && d.rerollable && d.useful && ardimento > 0;
  return (
    <SharedRollTray
      class={`fi-roll${mark}`}
      seq={roll.seq}
      rerolls={roll.rerolls}
      heading={<h3 class="fi-h">{t('fiamme.ui.lastRoll', { purpose: t(`fiamme.purpose.${roll.purpose}`) })}</h3>}
      dice={roll.dice.map((d) => ({
        ...waiting(d),
        value: d.value,
        effect: words(d.effect.key, d.effect.params, seatNames),
        canReroll: offered(d),
        rerolled: d.rerolled,
      }))}
      result={words(roll.result.key, roll.result.params, seatNames)}
      hint={interactive && ardimento > 0 && roll.dice.some((d) => d.rerollable && d.useful) ? t('fiamme.ui.rerollHint') : null}
      physical={physical}
      words={diceWords()}
      onReroll={onReroll}
      hintedDie={hintedDie}
    />
  );
}

/** The roll the step asks for: blank dice and a big Roll button, or pickers for real dice. */
export function PendingRoll({ pending, physical, disabled, onRoll, hinted }: { pending: PendingRollView; physical: boolean; disabled: boolean; onRoll: (values?: number[]) => void; hinted?: boolean }) {
  return <SharedPendingRoll dice={pending.dice.map(waiting)} physical={physical} disabled={disabled} words={diceWords()} onRoll={onRoll} hinted={hinted} />;
}
