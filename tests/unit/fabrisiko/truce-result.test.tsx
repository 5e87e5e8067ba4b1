// @vitest-environment happy-dom
// A battle called off by the defender's Tregua ends on the table as a fought one does: its result
// panel says the truce was played, the battle not fought and the invaders sent back.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/engine/log.ts';
import { BattleResult } from '../../../src/games/fabrisiko/ui/Result.tsx';
import { lastBattle } from '../../../src/games/fabrisiko/ui/report.ts';
import { placeName } from '../../../src/games/fabrisiko/ui/parts.tsx';
import { it as itWords, en as enWords } from '../../../src/games/fabrisiko/strings.ts';
import { addCatalogs, lang, loadShellStrings } from '../../../src/i18n/index.ts';

const seats = [
  { name: 'Anna', color: '#e0a526' },
  { name: 'Bruno', color: '#3e9b5f' },
];

describe('a battle called off by a Tregua', () => {
  it('is over in the log, and its result panel says what happened', async () => {
    await loadShellStrings();
    addCatalogs({ it: itWords, en: enWords });
    const at = 3;
    const log = [
      { key: 'fabrisiko.log.battle', params: { at, seat: 0, defender: 1 } },
      { key: 'fabrisiko.log.battleCards', params: { attacker: 0, defender: 1, aCards: [], dCards: ['tregua'], aa: 0, colle: false } },
      { key: 'fabrisiko.log.tregua', params: { at } },
    ] as LogEntry[];
    const report = lastBattle(log)!;
    expect(report.end).toMatchObject({ truce: true, won: false, conquered: false });
    expect(report.fresh).toBe(true);
    for (const l of ['it', 'en'] as const) {
      lang.value = l;
      const root = document.createElement('div');
      await act(() => render(<BattleResult report={report} seats={seats} onSeen={() => {}} />, root));
      const how = root.querySelector('[data-testid="battle-result-how"]')!.textContent!;
      expect(how).toContain('Bruno');
      expect(how).toContain('Anna');
      expect(how).toContain(placeName(at));
      expect(how).toMatch(l === 'it' ? /Tregua.*non si combatte/ : /Truce.*not fought/);
      // No round was fought: no dice to show.
      expect(root.querySelector('[data-testid="round-report"]')).toBeNull();
    }
    lang.value = 'it';
  });
});
