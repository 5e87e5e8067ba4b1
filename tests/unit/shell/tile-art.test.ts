// The tile scenes the screens show as images (public/art/<id>.svg) are the scenes of
// src/ui/art/tiles.tsx, written by scripts/tile-art.ts: a changed scene fails here until the
// files are written again (`node scripts/run-ts.mjs scripts/tile-art.ts`).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../src/games/catalogue.ts';
import { SCENES } from '../../../src/ui/art/tiles.tsx';
import { tileFile, tileSvg } from '../../../scripts/tile-art.ts';

describe('the tile scenes', () => {
  it('has a scene for every game of the home', () => {
    expect(Object.keys(SCENES).sort()).toEqual(CATALOGUE.map((g) => g.id).sort());
  });

  it.each(Object.keys(SCENES))('%s: the image is the scene as tiles.tsx draws it', (id) => {
    expect(existsSync(tileFile(id)), id).toBe(true);
    const svg = readFileSync(tileFile(id), 'utf8');
    expect(svg).toBe(tileSvg(id));
    // A standalone image: its namespace, the scene's viewBox and slice, and its sky.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice">/);
    expect(svg).toContain('<rect ');
  });
});
