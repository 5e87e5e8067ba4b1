// The coach's bubble never covers the element it points at, and stays on screen: every target
// position over a 412x915 phone and a 1138x712 tablet, for a short and a tall bubble.
import { describe, expect, it } from 'vitest';
import { dock, footRoom, placeBubble, RING } from '../../../src/table/lesson/place.ts';

const overlaps = (a: { top: number; left: number; width: number; height: number }, b: typeof a) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('the coach bubble', () => {
  for (const screen of [{ width: 412, height: 915 }, { width: 1138, height: 712 }]) {
    it(`never covers its target on a ${screen.width}x${screen.height} screen`, () => {
      for (const bubble of [{ width: 360, height: 180 }, { width: 360, height: 420 }]) {
        for (const size of [{ width: 48, height: 48 }, { width: 90, height: 130 }, { width: screen.width - 40, height: 64 }]) {
          for (let top = 0; top + size.height <= screen.height; top += 37) {
            for (let left = 0; left + size.width <= screen.width; left += 53) {
              const target = { top, left, ...size };
              const p = placeBubble(target, bubble, screen);
              const height = Math.min(bubble.height, p.maxHeight);
              const box = { top: p.top, left: p.left, width: Math.min(bubble.width, screen.width - 20), height };
              const ring = { top: top - RING, left: left - RING, width: size.width + 2 * RING, height: size.height + 2 * RING };
              expect(overlaps(box, ring), JSON.stringify({ target, p })).toBe(false);
              expect(box.left).toBeGreaterThanOrEqual(0);
              expect(box.left + box.width).toBeLessThanOrEqual(screen.width);
              expect(box.top).toBeGreaterThanOrEqual(0);
              expect(box.top + box.height).toBeLessThanOrEqual(screen.height);
            }
          }
        }
      }
    });
  }

  it('keeps clear of what the words are about where the screen has room beside it, never over the target', () => {
    // Rubico's role step on a landscape tablet: the role panel top left, its button across the foot.
    const tablet = { width: 1138, height: 712 };
    const target = { top: 470, left: 50, width: 1040, height: 70 };
    const about = { top: 120, left: 50, width: 510, height: 250 };
    const p = placeBubble(target, { width: 360, height: 280 }, tablet, about);
    const box = { top: p.top, left: p.left, width: 360, height: 280 };
    expect(p.side).toBe('right');
    expect(overlaps(box, about)).toBe(false);
    expect(overlaps(box, { top: target.top - RING, left: target.left - RING, width: target.width + 2 * RING, height: target.height + 2 * RING })).toBe(false);
    // A phone has no room beside it: the bubble stays next to the target.
    const phone = placeBubble({ top: 800, left: 20, width: 372, height: 64 }, { width: 360, height: 280 }, { width: 412, height: 915 }, { top: 100, left: 20, width: 372, height: 400 });
    expect(phone.side).toBe('above');
  });

  it('on a phone, goes above or below both the target and what the words are about when it fits there whole', () => {
    // Repubblica Ribelle's mission read on a phone: the mission in the bar, its button under it.
    const phone = { width: 412, height: 915 };
    const target = { top: 830, left: 20, width: 372, height: 60 };
    const about = { top: 640, left: 20, width: 372, height: 160 };
    const p = placeBubble(target, { width: 360, height: 300 }, phone, about);
    const box = { top: p.top, left: p.left, width: 360, height: 300 };
    expect(p.side).toBe('above');
    expect(p.maxHeight).toBeGreaterThanOrEqual(300);
    expect(overlaps(box, about)).toBe(false);
    expect(overlaps(box, { top: target.top - RING, left: target.left - RING, width: target.width + 2 * RING, height: target.height + 2 * RING })).toBe(false);
  });

  it('keeps clear of what else must stay in sight, going wide under its element where nothing else is free', () => {
    // Rubico's role step on a landscape tablet: the role and the power card side by side, the
    // button across under them, a strip of room under the button.
    const tablet = { width: 1138, height: 712 };
    const target = { top: 463, left: 51, width: 1035, height: 78 };
    const role = { top: 120, left: 51, width: 511, height: 250 };
    const power = { top: 120, left: 574, width: 512, height: 250 };
    const ring = { top: target.top - RING, left: target.left - RING, width: target.width + 2 * RING, height: target.height + 2 * RING };
    // Without the card named, the bubble goes beside the role: over the card.
    const beside = placeBubble(target, { width: 360, height: 266 }, tablet, role);
    expect(overlaps({ top: beside.top, left: beside.left, width: 360, height: 266 }, power)).toBe(true);
    const p = placeBubble(target, { width: 360, height: 266 }, tablet, role, [power], { width: 1118, height: 130 });
    const box = { top: p.top, left: p.left, width: p.width ?? 360, height: 130 };
    expect(p.side).toBe('below');
    expect(p.width).toBe(1118);
    for (const kept of [role, power, ring]) expect(overlaps(box, kept)).toBe(false);
    expect(box.top + box.height).toBeLessThanOrEqual(tablet.height);
    // Too tall even wide: it stays beside its element, over neither the role nor its button.
    const tall = placeBubble(target, { width: 360, height: 266 }, tablet, role, [power], { width: 1118, height: 400 });
    expect(tall.width).toBeUndefined();
    expect(overlaps({ top: tall.top, left: tall.left, width: 360, height: Math.min(266, tall.maxHeight) }, ring)).toBe(false);
  });

  it('docks at the foot of the screen, whole and on screen, while its target is out of sight', () => {
    for (const screen of [{ width: 412, height: 915 }, { width: 1138, height: 712 }]) {
      for (const bubble of [{ width: 360, height: 180 }, { width: 360, height: 2000 }]) {
        const p = dock(bubble, screen);
        const height = Math.min(bubble.height, p.maxHeight);
        expect(p.side).toBe('docked');
        expect(p.left).toBeGreaterThanOrEqual(0);
        expect(p.left + Math.min(bubble.width, screen.width - 20)).toBeLessThanOrEqual(screen.width);
        expect(p.top).toBeGreaterThanOrEqual(0);
        expect(p.top + height).toBeLessThanOrEqual(screen.height);
      }
    }
  });

  it('goes beside a tall target whole where neither above nor below holds it (a tablet), and stays cut on a phone', () => {
    // Repubblica Ribelle's first card on the private screen of a landscape tablet: a card almost
    // as tall as the screen; above it the bubble was cut to 156 px, its two ways out out of view.
    const tablet = { width: 1138, height: 712 };
    const card = { top: 180, left: 205, width: 147, height: 370 };
    const bubble = { width: 360, height: 250 };
    const p = placeBubble(card, bubble, tablet);
    expect(p.side).toBe('right');
    expect(p.maxHeight).toBeGreaterThanOrEqual(bubble.height);
    const ring = { top: card.top - RING, left: card.left - RING, width: card.width + 2 * RING, height: card.height + 2 * RING };
    expect(overlaps({ top: p.top, left: p.left, ...bubble }, ring)).toBe(false);
    expect(p.top + bubble.height).toBeLessThanOrEqual(tablet.height);
    // At the screen's right edge it goes left.
    expect(placeBubble({ ...card, left: 900 }, bubble, tablet).side).toBe('left');
    // A phone has no room beside: above or below, cut to the room there.
    expect(['above', 'below']).toContain(placeBubble({ top: 200, left: 30, width: 352, height: 560 }, bubble, { width: 412, height: 915 }).side);
  });

  it('prefers the room below the target, and goes above when the bubble does not fit below', () => {
    const screen = { width: 412, height: 915 };
    expect(placeBubble({ top: 100, left: 20, width: 48, height: 48 }, { width: 360, height: 200 }, screen).side).toBe('below');
    expect(placeBubble({ top: 800, left: 20, width: 48, height: 48 }, { width: 360, height: 200 }, screen).side).toBe('above');
  });
});

describe('room under the page for the bubble', () => {
  // Rubico's first private screen on a 412x839 phone, as measured: the role, the power card under
  // it, the button under both, and a 192 px bubble that fits neither under the button nor beside.
  const screen = { width: 412, height: 839 };
  const role = { top: 99, left: 31, width: 350, height: 240 };
  const power = { top: 347, left: 31, width: 350, height: 183 };
  const button = { top: 629, left: 39, width: 334, height: 60 };
  const bubble = { width: 360, height: 192 };

  it('the bubble lies over the power card where the page stands, and the page scrolling on by footRoom leaves it room under the button', () => {
    const p = placeBubble(button, bubble, screen, role, [power]);
    expect(overlaps({ top: p.top, left: p.left, width: bubble.width, height: Math.min(bubble.height, p.maxHeight) }, power)).toBe(true);
    const by = footRoom(button, bubble, screen, role, [power])!;
    expect(by).toBeGreaterThan(0);
    const up = (b: typeof role) => ({ ...b, top: b.top - by });
    const q = placeBubble(up(button), bubble, screen, up(role), [up(power)]);
    const laid = { top: q.top, left: q.left, width: bubble.width, height: Math.min(bubble.height, q.maxHeight) };
    expect(q.side).toBe('below');
    expect(laid.height).toBe(bubble.height);
    expect(laid.top + laid.height).toBeLessThanOrEqual(screen.height);
    for (const b of [up(role), up(power)]) {
      expect(overlaps(laid, b)).toBe(false);
      expect(b.top).toBeGreaterThanOrEqual(0);
    }
  });

  it('none when the bubble fits under its element already, when the role would leave the screen, or when a kept thing lies under the element', () => {
    expect(footRoom(button, { height: 100 }, screen, role, [power])).toBeNull();
    // A 320x640 phone: the role already cut at the top stays as it is (its words in sight), the card under the bubble.
    expect(footRoom({ top: 452, left: 35, width: 250, height: 60 }, { height: 181 }, { height: 640 }, { top: -211, left: 31, width: 258, height: 291 }, [{ top: 88, left: 31, width: 258, height: 247 }])).toBeNull();
    expect(footRoom(button, bubble, screen, role, [{ ...power, top: 700 }])).toBeNull();
  });

  it('a kept thing already cut by the screen does not hold the page back; what the words are about does', () => {
    const cut = { ...power, top: -20 };
    expect(footRoom(button, bubble, screen, undefined, [cut])).not.toBeNull();
    expect(footRoom(button, bubble, screen, cut, [])).toBeNull();
  });
});
