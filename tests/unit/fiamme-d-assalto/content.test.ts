import { describe, expect, it } from 'vitest';
import { summarizeContent, validateContent } from '../../../src/engine/content.ts';
import {
  ATTRIBUTES,
  BOARD_A,
  BOARD_B,
  CONSTANTS,
  ENEMY_TOKENS,
  LINK_CARD,
  MISSIONS,
  OBJECTIVE_CARDS,
  PM_TABLE,
  RULINGS,
  TDN_CARDS,
  TRENCH_CARDS,
  fiammeContent,
} from '../../../src/games/fiamme-d-assalto/content.ts';

describe('Fiamme d\u2019assalto content', () => {
  it('validates, and every record says where it comes from', () => {
    expect(validateContent(fiammeContent)).toBe(fiammeContent);
    expect(fiammeContent.gameId).toBe('fiamme-d-assalto');
    const summary = summarizeContent(fiammeContent);
    const byId = Object.fromEntries(summary.map((f) => [f.family, f]));
    // What the rulebook prints: the rule numbers and the missions.
    expect(byId.constants.reconstructed).toBe(0);
    expect(byId.missions.reconstructed).toBe(0);
    // What it does not print: the boards' values, card faces, tokens, the PM table.
    for (const f of ['boardA', 'boardB', 'tdn', 'trincea', 'obiettivo', 'enemies', 'pm']) {
      expect(byId[f].reconstructed, f).toBe(byId[f].count);
    }
  });

  it('prints the rulebook\u2019s numbers', () => {
    expect(CONSTANTS.ardimentoStart.value).toBe(4);
    expect(CONSTANTS.ardimentoMax.value).toBe(4);
    expect(CONSTANTS.grenadesStart.value).toBe(4);
    expect(CONSTANTS.commandDiceSolo.value).toBe(3);
    expect(CONSTANTS.commandDiceCoop.value).toBe(2);
    expect(CONSTANTS.commandThreshold.value).toBe(3);
    expect(CONSTANTS.tdnCards.value).toBe(5);
    expect(CONSTANTS.selectCostSolo.value).toBe(2);
    expect(CONSTANTS.selectCostCoop.value).toBe(1);
    expect(CONSTANTS.grenadeDice.value).toBe(3);
    expect(CONSTANTS.woundsToEliminate.value).toBe(3);
  });

  it('board A: five units, identifiers 1-5, attributes from 2 to 5, four grenades', () => {
    expect(BOARD_A.map((u) => u.number)).toEqual([1, 2, 3, 4, 5]);
    for (const u of BOARD_A) {
      for (const a of ATTRIBUTES) expect(u.attrs[a] >= 2 && u.attrs[a] <= 5, `${u.id} ${a}`).toBe(true);
      expect(u.grenades).toBe(4);
      expect(u.kind).toBe('squad');
    }
  });

  it('board B: per player two units (1 and 2) with 4 grenades and a PM with two FUOCO values', () => {
    for (const owner of [0, 1]) {
      const own = BOARD_B.filter((u) => u.owner === owner);
      expect(own.map((u) => [u.kind, u.number, u.grenades])).toEqual([
        ['squad', 1, 4],
        ['squad', 2, 4],
        ['pm', 0, 0],
      ]);
      const pm = own[2];
      expect(pm.fuoco?.length).toBe(2);
      for (const f of pm.fuoco!) expect(f >= 2 && f <= 6).toBe(true);
    }
  });

  it('the Terra di Nessuno deck has the kinds the rulebook names', () => {
    expect(new Set(TDN_CARDS.map((c) => c.id)).size).toBe(TDN_CARDS.length);
    expect(TDN_CARDS.length).toBeGreaterThanOrEqual(CONSTANTS.tdnCards.value);
    expect(TDN_CARDS.filter((c) => c.sniper !== null).length).toBe(1);
    expect(TDN_CARDS.some((c) => c.test?.attr === 'coraggio' && c.test.difficulty === 7)).toBe(true);
    expect(TDN_CARDS.some((c) => c.pc > 0)).toBe(true);
    for (const c of TDN_CARDS) expect((c.test === null) !== (c.sniper === null)).toBe(true);
  });

  it('Trincea, Obiettivo and Collegamento cards: sane enemy tables, one GRANATE, one DIFESA', () => {
    const all = [...TRENCH_CARDS, ...OBJECTIVE_CARDS, LINK_CARD];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    for (const c of all) {
      expect(c.enemies.length).toBe(6);
      for (let i = 1; i < 6; i++) expect(c.enemies[i] >= c.enemies[i - 1], c.id).toBe(true);
      // the 6 row plus Contrattacco's extra enemy always fits in the bag
      expect(c.enemies[5] + 1).toBeLessThanOrEqual(ENEMY_TOKENS.length);
      if (c.fire !== null) expect(c.fire >= 2 && c.fire <= 6).toBe(true);
      if (c.test) expect(c.test.difficulty >= 5 && c.test.difficulty <= 9).toBe(true);
    }
    expect(TRENCH_CARDS.filter((c) => c.special === 'granate').length).toBe(1);
    expect(TRENCH_CARDS.filter((c) => c.special === 'difesa').length).toBe(1);
    expect(OBJECTIVE_CARDS.length).toBeGreaterThanOrEqual(2);
    expect(OBJECTIVE_CARDS.every((c) => c.kind === 'objective' && c.special === null)).toBe(true);
    expect(LINK_CARD.kind).toBe('link');
    // Mission 5's second deck takes 8 cards from the Trincea deck.
    expect(TRENCH_CARDS.length).toBeGreaterThanOrEqual(8);
  });

  it('enemy tokens: the back (suppressed) melee value is lower than the front one', () => {
    expect(new Set(ENEMY_TOKENS.map((t) => t.id)).size).toBe(ENEMY_TOKENS.length);
    for (const t of ENEMY_TOKENS) {
      expect(t.backMelee).toBeLessThan(t.melee);
      expect(t.fire >= 2 && t.fire <= 6).toBe(true);
    }
    // no id is a substring of another (the view tests search for them)
    for (const a of ENEMY_TOKENS) for (const b of ENEMY_TOKENS) if (a !== b) expect(b.id.includes(a.id)).toBe(false);
  });

  it('the PM table gives suppression points for each die face, never fewer for a higher die', () => {
    expect(PM_TABLE.suppression.length).toBe(6);
    for (let i = 1; i < 6; i++) expect(PM_TABLE.suppression[i]).toBeGreaterThanOrEqual(PM_TABLE.suppression[i - 1]);
  });

  it('the five missions as chapter 11 sets them up', () => {
    expect(MISSIONS[1]).toMatchObject({ tdn: true, objective: 'none', trenchCards: 5, pm: true, enemyMod: 0 });
    expect(MISSIONS[2]).toMatchObject({ tdn: true, objective: 'random', pm: true, enemyMod: 0 });
    expect(MISSIONS[3]).toMatchObject({ tdn: false, objective: 'none', trenchCards: TRENCH_CARDS.length - 3, pm: true, enemyMod: 1, unbreakable: true });
    expect(MISSIONS[4]).toMatchObject({ tdn: true, objective: 'random', pm: false });
    expect(MISSIONS[5]).toMatchObject({ tdn: true, objective: 'link', pm: true, secondStage: 8 });
  });

  it('lists its rulings in both languages', () => {
    expect(RULINGS.length).toBeGreaterThanOrEqual(10);
    for (const r of RULINGS) {
      expect(r.section.length).toBeGreaterThan(0);
      expect(r.text.it.length).toBeGreaterThan(20);
      expect(r.text.en.length).toBeGreaterThan(20);
    }
  });
});
