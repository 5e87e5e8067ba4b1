// The map's names are placed without covering each other, a locality's dot or a pieces' row.
import { describe, expect, it } from 'vitest';
import { LOCALITIES, TERRITORIES } from '../../../src/games/repubblica-ribelle/content.ts';
import { en, it as itCat } from '../../../src/games/repubblica-ribelle/strings.ts';
import { centroid, localityObstacles, overlaps, placeLabels } from '../../../src/games/repubblica-ribelle/ui/labels.ts';

for (const [language, cat] of [['it', itCat], ['en', en]] as const) {
  describe(`map labels (${language})`, () => {
    const words = cat as Record<string, string>;
    const spots = placeLabels(
      LOCALITIES,
      TERRITORIES,
      (id) => words[`ribelle.locality.${id}`],
      (id) => words[`ribelle.territory.${id}`].toUpperCase(),
      (tr) => centroid(tr.polygon),
    );
    const all = [...[...spots.places].map(([id, s]) => ({ id: `place ${id}`, box: s.box })), ...[...spots.territories].map(([id, s]) => ({ id: `territory ${id}`, box: s.box }))];

    it('gives every place and territory a name', () => {
      expect(spots.places.size).toBe(LOCALITIES.length);
      expect(spots.territories.size).toBe(TERRITORIES.length);
    });

    it('never lets two names overlap', () => {
      const clashes: string[] = [];
      for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) if (overlaps(all[i].box, all[j].box)) clashes.push(`${all[i].id} / ${all[j].id}`);
      expect(clashes).toEqual([]);
    });

    it('never covers another locality\'s dot', () => {
      const clashes: string[] = [];
      for (const l of LOCALITIES) {
        const [dot] = localityObstacles(l);
        for (const a of all) {
          if (a.id === `place ${l.id}`) continue;
          if (overlaps(a.box, dot)) clashes.push(`${a.id} covers ${l.id}`);
        }
      }
      expect(clashes).toEqual([]);
    });
  });
}
