// The saves list shows a campaign as one entry: its latest mission, with the earlier missions
// folded under it. A campaign is keyed by the id of its first save (later missions carry
// `campaign.id`; the first one carries nothing).
import type { SaveMeta } from '../../storage/db.ts';

export interface SaveGroup {
  /** The save shown: the only one, or the campaign's latest mission. */
  save: SaveMeta;
  /** Mission number of `save` in its campaign, null outside campaigns. */
  mission: number | null;
  /** The campaign's earlier missions, latest first. */
  earlier: SaveMeta[];
}

/** Groups a list (most recently played first) and keeps that order by each group's latest play. */
export function groupSaves(saves: readonly SaveMeta[]): SaveGroup[] {
  const heads = new Set(saves.map((s) => s.campaign?.id).filter((id): id is string => !!id));
  const keyOf = (s: SaveMeta) => s.campaign?.id ?? (heads.has(s.id) ? s.id : null);
  const missionOf = (s: SaveMeta) => s.campaign?.mission ?? 1;
  const byKey = new Map<string, SaveMeta[]>();
  const out: (SaveGroup | string)[] = [];
  for (const s of saves) {
    const key = keyOf(s);
    if (key === null) {
      out.push({ save: s, mission: null, earlier: [] });
      continue;
    }
    if (!byKey.has(key)) {
      byKey.set(key, []);
      out.push(key); // the group's place: where its most recently played save is
    }
    byKey.get(key)!.push(s);
  }
  return out.map((item) => {
    if (typeof item !== 'string') return item;
    // Latest mission first; a mission replayed ("try again") keeps its most recent save first.
    const members = [...byKey.get(item)!].sort((a, b) => missionOf(b) - missionOf(a) || b.updatedAt - a.updatedAt);
    const [save, ...earlier] = members;
    return { save, mission: missionOf(save), earlier };
  });
}
