// Game controls must not open the long-press menu, start a text selection or zoom the page
// with a double tap; text fields keep their normal behaviour.
export function installTouchGuards(): void {
  const editable = (el: EventTarget | null) => el instanceof HTMLElement && !!el.closest('input, textarea, [contenteditable="true"]');
  document.addEventListener('contextmenu', (e) => {
    if (!editable(e.target)) e.preventDefault();
  });
  document.addEventListener('selectstart', (e) => {
    if (!editable(e.target)) e.preventDefault();
  });
  // iOS Safari ignores user-scalable: stop its pinch-zoom of the page outside the board.
  document.addEventListener('gesturestart', (e) => e.preventDefault());
}
