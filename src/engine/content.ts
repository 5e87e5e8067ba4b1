// Content (maps, cards, tables) is data kept apart from the rules. Every record says where it
// comes from: the rulebook (with the section) or a reconstruction of ours (with the reason),
// so the "Fonti" screen can list what is reconstructed and a printed value can replace ours
// by a data change alone.

/** Text for players, in both languages the app ships. */
export interface Text {
  it: string;
  en: string;
}

export type Provenance =
  | { source: 'rulebook'; section: string }
  | { source: 'reconstructed'; note: Text };

export interface Sourced {
  provenance: Provenance;
}

export interface ContentFamily {
  /** Stable id ("marcia", "senato", "track"...). */
  id: string;
  name: Text;
  records: readonly Sourced[];
}

/** A reading we chose where the rulebook is ambiguous, listed on the Fonti screen. */
export interface RulingNote {
  section: string;
  text: Text;
}

export interface GameContent {
  gameId: string;
  families: readonly ContentFamily[];
  rulings: readonly RulingNote[];
}

export interface FamilySummary {
  family: string;
  count: number;
  rulebook: number;
  reconstructed: number;
}

export function summarizeContent(content: GameContent): FamilySummary[] {
  return content.families.map((f) => {
    const reconstructed = f.records.filter((r) => r.provenance.source === 'reconstructed').length;
    return { family: f.id, count: f.records.length, rulebook: f.records.length - reconstructed, reconstructed };
  });
}

/** Throws when a record lacks a provenance: content is checked when a game package loads. */
export function validateContent(content: GameContent): GameContent {
  for (const f of content.families) {
    f.records.forEach((r, i) => {
      const p = r?.provenance;
      const ok =
        p &&
        ((p.source === 'rulebook' && typeof p.section === 'string' && p.section.length > 0) ||
          (p.source === 'reconstructed' && typeof p.note?.it === 'string' && typeof p.note?.en === 'string'));
      if (!ok) throw new Error(`${content.gameId}/${f.id}[${i}] has no valid provenance`);
    });
  }
  return content;
}
