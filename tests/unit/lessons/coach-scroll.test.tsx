// @vitest-environment happy-dom
// The coach brings what it points at into sight by scrolling the page and by asking a board to
// pan, never by scrolling a frame that clips (a map's frame, overflow hidden): the browser's
// scrollIntoView scrolls those too, and a board whose frame was scrolled showed its map shifted
// past its own pan, the hex the coach pointed at out of sight with no way to bring it back.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { scrollToSee } from '../../../src/table/lesson/Coach.tsx';
import { BoardViewport, SHOW_ON_BOARD } from '../../../src/ui/BoardViewport.tsx';

const box = (left: number, top: number, width: number, height: number) => () => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

describe('the coach bringing a mark into sight', () => {
  it('scrolls a list a person scrolls, and leaves a frame that clips where it was', () => {
    const list = document.createElement('div');
    list.style.overflowY = 'auto';
    list.style.overflowX = 'visible';
    const frame = document.createElement('div');
    frame.style.overflowX = 'hidden';
    frame.style.overflowY = 'hidden';
    const mark = document.createElement('div');
    frame.append(mark);
    list.append(frame);
    document.body.append(list);
    let asked = 0;
    frame.addEventListener(SHOW_ON_BOARD, () => asked++);
    // What the browser does: every scroll box around the element scrolls to centre it.
    mark.scrollIntoView = () => {
      list.scrollTop = 120;
      frame.scrollTop = 95;
      frame.scrollLeft = 78;
    };
    scrollToSee(mark);
    expect(list.scrollTop).toBe(120);
    expect([frame.scrollTop, frame.scrollLeft]).toEqual([0, 0]);
    // A board it lies on is asked to show it.
    expect(asked).toBe(1);
    list.remove();
  });

  it('a board asked to show an element out of its view pans just enough to show it whole', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () =>
      render(
        <BoardViewport label="map" resetLabel="reset" initial={() => ({ x: 0, y: 0, scale: 2 })}>
          <div data-testid="far" style={{ width: '40px', height: '40px' }} />
        </BoardViewport>,
        host,
      ),
    );
    const board = host.querySelector<HTMLElement>('.board')!;
    const content = host.querySelector<HTMLElement>('.board-content')!;
    const far = host.querySelector<HTMLElement>('[data-testid="far"]')!;
    // A 400 x 300 board at twice the map's size; the element drawn (at scale 2) 80 px wide from
    // x = 500 in the board: beyond its right edge.
    Object.defineProperty(board, 'clientWidth', { value: 400 });
    Object.defineProperty(board, 'clientHeight', { value: 300 });
    board.getBoundingClientRect = box(0, 0, 400, 300);
    content.getBoundingClientRect = box(0, 0, 800, 600);
    far.getBoundingClientRect = box(500, 100, 80, 80);
    await act(async () => {
      far.dispatchEvent(new CustomEvent(SHOW_ON_BOARD, { bubbles: true }));
    });
    // The element's right edge now 8 px inside the board's: 580 - 400 + 8 = 188 px to the left.
    expect(content.style.transform).toBe('translate(-188px, 0px) scale(2)');
    render(null, host);
    host.remove();
  });
});
