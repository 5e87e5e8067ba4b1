// Corteo's die on the shared dice (src/ui/Dice.tsx): one six-sided die for a combat or a throw,
// with the odds column it is read on; the last roll shown with what it did.
import { t } from '../../../i18n/index.ts';
import { PendingRoll, RollTray, type DiceWords } from '../../../ui/Dice.tsx';
import type { LogEntry } from '../../../engine/log.ts';

/** Corteo's words for the shared dice; `rollKey` names the roll button (a combat's or a special rule's die). */
export function diceWords(rollKey = 'corteo.ui.roll'): DiceWords {
  return {
    dieN: (n) => t('corteo.ui.dieN', { n }),
    dieValue: (n, value) => t('corteo.ui.dieValue', { n, value }),
    rerollDie: (n, value) => t('corteo.ui.dieValue', { n, value }),
    valueFor: (die, value) => t('corteo.ui.valueFor', { die, value }),
    rerollPick: (n) => t('corteo.ui.dieN', { n }),
    cancel: t('corteo.ui.cancel'),
    roll: () => t(rollKey),
    enterValues: t('corteo.ui.enterValue'),
    confirmValues: t('corteo.ui.confirmValue'),
  };
}

/** The die waiting for a combat or a throw read on `column`. */
export function CorteoRoll({ column, kind, physical, disabled, onRoll, hinted }: { column: string; kind: 'combat' | 'throw'; physical: boolean; disabled: boolean; onRoll: (faces?: number[]) => void; hinted?: boolean }) {
  return (
    <PendingRoll
      key={`${kind}-${column}`}
      dice={[{ role: kind, name: t('corteo.ui.die'), detail: t('corteo.ui.column', { column }), tag: null }]}
      physical={physical}
      disabled={disabled}
      words={diceWords()}
      onRoll={onRoll}
      hinted={hinted}
    />
  );
}

/** The last combat or throw: its die, its column and its result. */
export function LastRoll({ entry, seq, physical }: { entry: LogEntry; seq: number; physical: boolean }) {
  const p = entry.params ?? {};
  const kind = entry.key === 'corteo.log.combat' ? 'combat' : 'throw';
  const result = t(`corteo.ui.result.${String(p.result)}`);
  // One die: its effect is the roll's result, written once under the tray (not under the die too).
  return (
    <RollTray
      class="co-roll"
      seq={seq}
      rerolls={0}
      heading={<h3 class="co-h">{t(`corteo.ui.lastRoll.${kind}`)}</h3>}
      dice={[{ role: kind, name: t('corteo.ui.die'), detail: t('corteo.ui.column', { column: String(p.column) }), tag: null, value: Number(p.die), effect: '', canReroll: false, rerolled: 0 }]}
      result={result}
      hint={null}
      physical={physical}
      words={diceWords()}
      onReroll={() => undefined}
    />
  );
}
