// The log's sentences name places, players, pieces and cards, not numbers and ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { fabLog } from '../../../src/games/fabrisiko/ui/log.ts';
import { describeLogEntry } from '../../../src/table/log.ts';
import { it as itWords, en as enWords } from '../../../src/games/fabrisiko/strings.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import { TERRITORIES } from '../../../src/games/fabrisiko/content/index.ts';
import type { FabView } from '../../../src/games/fabrisiko/rules.ts';

const names = ['Anna', 'Bruno'];
const view = {} as FabView;
const idx = (id: string) => TERRITORIES.findIndex((x) => x.id === id);

describe('FabRisiko! log sentences', () => {
  beforeAll(async () => {
    await loadShellStrings();
    addCatalogs({ it: itWords, en: enWords });
  });
  it('a move names the player, the pieces and both places', () => {
    expect(describeLogEntry(fabLog, { key: 'fabrisiko.log.move', params: { seat: 1, n: 3, kind: 'tank', from: idx('melano'), to: idx('fabriano') } }, names, view)).toBe('Bruno: 3 carri armati da Melano a Fabriano');
  });
  it('treason hands a unit from a player to a player', () => {
    expect(describeLogEntry(fabLog, { key: 'fabrisiko.log.betray', params: { from: 0, to: 1, kind: 'inf' } }, names, view)).toBe('Tradimento: fanteria di Anna passa a Bruno');
  });
  it('an event names its card, a roll its reason and faces', () => {
    expect(describeLogEntry(fabLog, { key: 'fabrisiko.log.event', params: { seat: 0, kind: 'palio' } }, names, view)).toBe('Anna gioca Palio di San Giovanni Battista');
    expect(describeLogEntry(fabLog, { key: 'fabrisiko.log.roll', params: { seat: 0, why: 'fabrisiko.roll.battle', values: [3, 9] } }, names, view)).toBe('Anna tira per battaglia: 3, 9');
  });
});
