// A text that differs with a secret (a role, a card, a place), in a box as tall as the tallest of
// `all` at this width and in this language: the others lie under it unseen, unread and out of its
// text (drawn from an attribute), so every seat's private screen has one shape whatever it holds,
// on a 320 px phone as on a tablet (DESIGN.md, "One shape"). `all` must be the same list for
// every seat: the texts of every role, card or place, nothing of another seat's.
export function Reserved({ text, all, class: cls = '', block = false }: { text: string; all: readonly string[]; class?: string; block?: boolean }) {
  const Box = block ? 'p' : 'span';
  return (
    <Box class={`reserved ${cls}`}>
      <span>{text}</span>
      {all
        .filter((x) => x !== text)
        .map((x) => (
          <span key={x} class="reserved-ghost" aria-hidden="true" data-text={x} />
        ))}
    </Box>
  );
}
