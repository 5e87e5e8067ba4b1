// @vitest-environment happy-dom
// Repubblica Ribelle's pictures: every card subject, mission type and leader has one, every scene
// places only motifs that are drawn, and the sprite carries no words (a picture never names a card).
import { describe, expect, it } from 'vitest';
import { BOARDS, CARD_THEMES, MISSION_KINDS } from '../../../src/games/repubblica-ribelle/content.ts';
import { MOTIFS } from '../../../src/games/repubblica-ribelle/ui/art/motifs.tsx';
import { MISSION_SCENES, THEME_SCENES, parseScene, themeKind } from '../../../src/games/repubblica-ribelle/ui/art/scenes.ts';
import '../../../src/games/repubblica-ribelle/ui/art/sprite.tsx';

const sceneThemes = Object.values(THEME_SCENES).flatMap((s) => Object.keys(s));

describe('Repubblica Ribelle art', () => {
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
