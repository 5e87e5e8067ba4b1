// @vitest-environment happy-dom
// The home paints before the database code has loaded (its first script carries neither): the
// resume banner and the count of games in play come from the copy the last home left
// (app/hints.ts), so nothing moves under a finger when the database answers; the database's
// answer wins, and rewrites the copy (app/rest.tsx).
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IN_PLAY, lastInPlay, type InPlay } from '../../../src/app/hints.ts';

// The rest of the shell, as the test says: never arriving, or arriving with the database's answer.
let answer: Promise<InPlay> = new Promise(() => undefined);
vi.mock('../../../src/app/load-rest.ts', async () => {
  const { signal } = await import('@preact/signals');
  return { rest: signal(null), loadRest: () => Promise.resolve({ inPlay: () => answer }) };
});
const { Home } = await import('../../../src/app/screens/Home.tsx');

const copy = { count: 2, id: 'g1', title: 'Rubico', names: 'Anna, Bruno, Carla' };
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

function paint(): HTMLElement {
  const box = document.createElement('div');
  document.body.append(box);
  act(() => render(<Home />, box));
  return box;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  answer = new Promise(() => undefined);
});

describe('the home before the database answers', () => {
  it('draws the resume banner and the count from the last copy, in its first paint', () => {
    localStorage.setItem(IN_PLAY, JSON.stringify(copy));
    const box = paint();
    expect(box.querySelector('.banner')?.textContent).toContain('Partita in corso: Rubico con Anna, Bruno, Carla.');
    expect(box.textContent).toContain('Partite salvate (2)');
  });

  it('draws no banner with no copy, or a damaged one', () => {
    expect(paint().querySelector('.banner')).toBeNull();
    localStorage.setItem(IN_PLAY, '{"count":');
    expect(lastInPlay()).toEqual({ count: 0 });
    localStorage.setItem(IN_PLAY, '"Rubico"');
    expect(lastInPlay()).toEqual({ count: 0 });
  });

  it('follows the database once it answers', async () => {
    localStorage.setItem(IN_PLAY, JSON.stringify(copy));
    answer = Promise.resolve({ count: 0 });
    const box = paint();
    await settle();
    expect(box.querySelector('.banner')).toBeNull();
    expect(box.textContent).not.toContain('(2)');
  });
});
