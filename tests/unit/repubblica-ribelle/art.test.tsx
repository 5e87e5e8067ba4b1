// @vitest-environment happy-dom
// Repubblica Ribelle's pictures: every card subject, mission type and leader has one, every scene
// places only motifs that are drawn, and the sprite carries no words (a picture never names a card).
import { describe, expect, it } from 'vitest';
import { BOARDS, CARD_THEMES, MISSION_KINDS } from '../../../src/games/repubblica-ribelle/content.ts';
import { MOTIFS } from '../../../src/games/repubblica-ribelle/ui/art/motifs.tsx';
import { MISSION_SCENES, THEME_SCENES, parseScene, themeKind } from '../../../src/games/repubblica-ribelle/ui/art/scenes.ts';
import { pictureSvg, shiftPath } from '../../../src/games/repubblica-ribelle/ui/art/sprite.tsx';

const sceneThemes = Object.values(THEME_SCENES).flatMap((s) => Object.keys(s));

describe('Repubblica Ribelle art', () => {
  it('moves a ridge path sideways: x coordinates shift, y and vertical lines stay', () => {
    expect(shiftPath('M0 17L8 11V32H0Z', 80)).toBe('M80 17L88 11V32H80Z');
    expect(shiftPath('M0 23Q12 18 24 22T48 20T80 23V32H0Z', -80)).toBe('M-80 23Q-68 18 -56 22T-32 20T0 23V32H-80Z');
    expect(shiftPath('M61 9L58.6 13', 0.5)).toBe('M61.5 9L59.1 13');
  });

  it('makes a picture a standalone image holding only the drawings it uses', () => {
    const svg = pictureSvg('rr-t-imboscata', '0 0 80 32', true)!;
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.getAttribute('id')).sort();
    // The scene, the hills behind it and the motifs it places ('pine 2 1.1;figR 16;...'), no other scene.
    expect(ids).toEqual(['rr-bg', 'rr-m-figR', 'rr-m-pine', 'rr-t-imboscata']);
    expect(svg).toContain('preserveAspectRatio="xMidYMax meet"');
    expect(svg).toContain('<use href="#rr-t-imboscata"');
    expect(pictureSvg('rr-back', '0 0 30 42', false)).not.toContain('preserveAspectRatio');
    expect(pictureSvg('rr-nothing', '0 0 1 1', false)).toBeNull();
  });

  it('draws the ridges behind every scene as four long paths, not a copy per strip', () => {
    const bg = document.getElementById('rr-bg')!;
    expect(bg.querySelectorAll('use')).toHaveLength(0);
    expect(bg.querySelectorAll('path')).toHaveLength(4);
    expect(bg.querySelector('path')!.getAttribute('d')).toContain('M-480 17L-472 11');
    expect(bg.querySelector('path')!.getAttribute('d')).toContain('M480 17');
  });

  it('draws each card subject once, and nothing else', () => {
    expect([...sceneThemes].sort()).toEqual([...CARD_THEMES].sort());
  });

  it('frames a subject in the colour of the mission type its cards serve best', () => {
    const military = CARD_THEMES.filter((t) => themeKind(t) === 'military');
    expect(military).toContain('imboscata');
    expect(themeKind('giunta')).toBe('political');
    expect(themeKind('orti')).toBe('social');
  });

  it('places only drawn motifs, inside the strip', () => {
    for (const scene of [...Object.values(THEME_SCENES).flatMap((s) => Object.values(s)), ...Object.values(MISSION_SCENES)]) {
      for (const p of parseScene(scene)) {
        expect(MOTIFS[p.motif], `${p.motif} in "${scene}"`).toBeDefined();
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThan(80);
        expect(Number.isFinite(p.scale) && p.scale !== 0).toBe(true);
      }
    }
  });

  it('mounts one sprite holding every picture a card, mission or leader refers to, without words', () => {
    const sprite = document.getElementById('rr-sprite');
    expect(sprite).not.toBeNull();
    expect(sprite!.getAttribute('aria-hidden')).toBe('true');
    const ids = [...sceneThemes.map((t) => `rr-t-${t}`), ...MISSION_KINDS.map((k) => `rr-k-${k}`), ...BOARDS.map((b) => `rr-p-${b.id}`), 'rr-back', 'rr-cog'];
    for (const id of ids) expect(document.getElementById(id), id).not.toBeNull();
    expect(sprite!.textContent!.trim()).toBe('');
  });
});
