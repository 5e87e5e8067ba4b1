// What just happened on FabRisiko!'s map: the territories a move changed are the ones ringed,
// and nothing else (a move between two territories rings both; a new owner rings its territory).
import { describe, expect, it } from 'vitest';
import { changedTerritories } from '../../../src/games/fabrisiko/ui/recent.ts';
import { R, T, game, put } from './helpers.ts';

describe('the territories a move changed', () => {
  const before = game(['melano', 'albacina']);
  put(before, 0, 'inf', 'melano', 3);
  put(before, 1, 'tank', 'albacina', 2);

  it('are none when nothing changed', () => {
    expect(changedTerritories(R.view(before, 'table'), R.view(structuredClone(before), 'table'))).toEqual([]);
  });

  it('are both ends of a move, and a territory taken', () => {
    const after = structuredClone(before);
    after.units[0].n = 2;
    put(after, 0, 'inf', 'nebbiano', 1);
    after.owner[T('nebbiano')] = 0;
    expect(changedTerritories(R.view(before, 'table'), R.view(after, 'table')).sort((a, b) => a - b)).toEqual([T('melano'), T('nebbiano')].sort((a, b) => a - b));
  });

  it('include units lost where the owner stays', () => {
    const after = structuredClone(before);
    after.units[1].n = 1;
    expect(changedTerritories(R.view(before, 'table'), R.view(after, 'table'))).toEqual([T('albacina')]);
  });
});
