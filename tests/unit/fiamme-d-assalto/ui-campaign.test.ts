// The campaign's next mission (GamePackage.nextSetup), the save link it travels with, and the
// words helper the table uses for keyed texts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { addCatalogs, lang, loadLanguage } from '../../../src/i18n/index.ts';
import { sensibleMove } from '../../../src/games/fiamme-d-assalto/bot.ts';
import { fiammeRules, rosterAfter, rosterProblem, stepNow, type FiammeOptions, type FiammeState } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { fiammeNextSetup, nextMission } from '../../../src/games/fiamme-d-assalto/ui/campaign.ts';
import { words } from '../../../src/games/fiamme-d-assalto/ui/text.ts';
import { en, it as itWords } from '../../../src/games/fiamme-d-assalto/strings.ts';
import fiamme from '../../../src/games/fiamme-d-assalto/index.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import { freshDb } from '../storage/helpers.ts';
import type { MissionId } from '../../../src/games/fiamme-d-assalto/content.ts';

addCatalogs({ it: itWords, en });

function playOut(options: FiammeOptions, seats: number, seed: number): FiammeState {
  let s = fiammeRules.setup(options, seats, seed);
  const rng = new Rng(seedRng(seed + 1));
  for (let i = 0; i < 5000 && stepNow(s) !== 'over'; i++) {
    const seat = fiammeRules.decision(s)!.seat;
    const m = sensibleMove(s, seat, rng)!;
    const r = fiammeRules.apply(s, seat, m);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  expect(stepNow(s)).toBe('over');
  return s;
}

/** The first seeds giving a won mission 1 and a lost mission (the hardest first). */
function findOutcomes(seats: number): { won: FiammeState; lost: FiammeState } {
  let won: FiammeState | null = null;
  let lost: FiammeState | null = null;
  for (let seed = 1; seed < 200 && !won; seed++) {
    const s = playOut({ mission: 1, physicalDice: false, roster: null }, seats, seed);
    if (s.result === 'won') won = s;
  }
  for (const mission of [5, 3, 4, 2, 1] as MissionId[]) {
    for (let seed = 1; seed < 60 && !lost; seed++) {
      const s = playOut({ mission, physicalDice: false, roster: null }, seats, seed);
      if (s.result === 'lost') lost = s;
    }
  }
  if (!won || !lost) throw new Error('no won and lost missions found');
  return { won, lost };
}

describe('Fiamme campaign: the next mission', () => {
  it('goes on after a win, fights the same mission again after a loss, ends after mission 5', () => {
    expect(nextMission(1, true)).toBe(2);
    expect(nextMission(4, true)).toBe(5);
    expect(nextMission(5, true)).toBeNull();
    expect(nextMission(3, false)).toBe(3);
  });

  it('carries the roster of the finished mission, solo and co-op, and the dice option', () => {
    for (const seats of [1, 2]) {
      const { won, lost } = findOutcomes(seats);
      const setup = { options: { mission: 1, physicalDice: true, roster: null }, seatCount: seats, seed: 1 };
      const next = fiammeNextSetup(won, setup)!;
      expect(won.mission).toBe(1);
      expect(next.options.mission).toBe(2);
      expect(next.options.physicalDice).toBe(true);
      expect(next.options.roster).toEqual(rosterAfter(won));
      expect(rosterProblem(next.options.roster!, seats)).toBeNull();
      expect(next.title).toContain('Assalto');
      // The next mission really starts from it: survivors keep their missions.
      const s2 = fiammeRules.setup(next.options, seats, 7);
      won.units.forEach((u, i) => expect(s2.units[i].missions).toBe(u.status === 'eliminated' ? 0 : u.missions));

      const again = fiammeNextSetup(lost, setup)!;
      expect(again.options.mission).toBe(lost.mission);
      expect(again.options.roster!.missionsPlayed).toBe(1);
      expect(again.options.roster!.missionsWon).toBe(0);
    }
  });

  it('offers nothing for a mission still in play, or after the last mission is won', () => {
    const s = fiammeRules.setup({ mission: 2, physicalDice: false, roster: null }, 1, 3);
    expect(fiammeNextSetup(s, { options: {}, seatCount: 1, seed: 3 })).toBeNull();
    expect(fiamme.nextSetup).toBe(fiammeNextSetup);
    const won5 = (() => {
      for (let seed = 1; seed < 300; seed++) {
        const f = playOut({ mission: 5, physicalDice: false, roster: null }, 1, seed);
        if (f.result === 'won') return f;
      }
      return null;
    })();
    if (won5) expect(fiammeNextSetup(won5, { options: { mission: 5 }, seatCount: 1, seed: 1 })).toBeNull();
  });

  it('the campaign link is stored with the save (optional field, no schema change)', async () => {
    const { db } = freshDb(`fiamme-campaign-${Math.random()}`);
    const store = new SaveStore(db);
    const base = {
      gameId: 'fiamme-d-assalto',
      title: 'Fiamme',
      seats: [{ name: 'Anna', color: '#c0392b' }],
      setup: { options: { mission: 1, physicalDice: false, roster: null }, seatCount: 1, seed: 5 },
      contentVersion: fiammeRules.contentVersion,
    };
    const s0 = fiammeRules.setup(base.setup.options as FiammeOptions, 1, 5);
    const first = await store.create(base, s0);
    const second = await store.create({ ...base, campaign: { id: first, mission: 2 } }, s0);
    expect((await store.get(first))!.campaign).toBeUndefined();
    expect((await store.get(second))!.campaign).toEqual({ id: first, mission: 2 });
    db.close();
  });
});

describe('Fiamme words helper', () => {
  it('names seats and translates our keys in both languages', async () => {
    await loadLanguage('en');
    const before = lang.value;
    lang.value = 'it';
    expect(words('fiamme.log.buy.choose', { seat: 1, unit: 'fiamme.unit.a3' }, ['Anna', 'Bruno'])).toBe('Bruno sceglie Squadra 3 come unità attiva.');
    expect(words('fiamme.ui.buy.ardimentoPartner', { name: 'Bruno' }, [])).toContain('Bruno');
    lang.value = 'en';
    expect(words('fiamme.explain.test', { unit: 'fiamme.unit.a1', attr: 'fiamme.attr.coraggio', difficulty: 7, value: 3 }, [])).toMatch(/^Squad 1|Squad/);
    lang.value = before;
  });
});
