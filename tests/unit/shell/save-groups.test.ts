import { describe, expect, it } from 'vitest';
import { groupSaves } from '../../../src/app/screens/save-groups.ts';
import type { SaveMeta } from '../../../src/storage/db.ts';

let clock = 0;
function save(id: string, campaign?: { id: string; mission: number }): SaveMeta {
  const meta: SaveMeta = {
    id,
    gameId: 'fiamme-d-assalto',
    title: id,
    status: 'finished',
    createdAt: ++clock,
    updatedAt: clock,
    moveCount: 10,
    seats: [{ name: 'Anna', color: '#c33' }],
    setup: { options: {}, seatCount: 1, seed: 1 },
    contentVersion: 1,
    kiosk: 0,
    language: 'it',
  };
  if (campaign) meta.campaign = campaign;
  return meta;
}
const ids = (xs: SaveMeta[]) => xs.map((s) => s.id);

describe('saves list groups', () => {
  it('shows a campaign once, at its latest mission, with the earlier ones folded under it', () => {
    const first = save('c1');
    const second = save('c2', { id: 'c1', mission: 2 });
    const lone = save('solo');
    const third = save('c3', { id: 'c1', mission: 3 });
    // Most recently played first, as SaveStore.list gives them.
    const groups = groupSaves([third, lone, second, first]);
    expect(groups.map((g) => g.save.id)).toEqual(['c3', 'solo']);
    expect(groups[0].mission).toBe(3);
    expect(ids(groups[0].earlier)).toEqual(['c2', 'c1']);
    expect(groups[1]).toEqual({ save: lone, mission: null, earlier: [] });
  });

  it('keeps a campaign where its most recently played save is, and a retried mission once per try', () => {
    const first = save('c1');
    const second = save('c2', { id: 'c1', mission: 2 });
    const retry = save('c2b', { id: 'c1', mission: 2 });
    const other = save('other');
    // The first mission was reviewed after everything else.
    first.updatedAt = ++clock;
    const groups = groupSaves([first, other, retry, second]);
    expect(groups.map((g) => g.save.id)).toEqual(['c2b', 'other']);
    expect(groups[0].mission).toBe(2);
    expect(ids(groups[0].earlier)).toEqual(['c2', 'c1']);
  });

  it('a first mission alone is an ordinary save, and a mission whose first save was deleted still groups', () => {
    expect(groupSaves([save('alone')])[0].mission).toBeNull();
    const orphans = groupSaves([save('m3', { id: 'gone', mission: 3 }), save('m2', { id: 'gone', mission: 2 })]);
    expect(orphans).toHaveLength(1);
    expect(orphans[0].save.id).toBe('m3');
    expect(ids(orphans[0].earlier)).toEqual(['m2']);
  });
});
