/**
 * Scrolls `view` (a scroll container) just enough for `el` to show, along one axis, plus a margin. Unlike
 * element.scrollIntoView it never scrolls the page or any other ancestor.
 */
export function revealWithin(view: HTMLElement, el: HTMLElement, axis: 'x' | 'y', margin: number): void {
  const v = view.getBoundingClientRect();
  const e = el.getBoundingClientRect();
  const [start, end, vStart, vEnd] = axis === 'x' ? [e.left, e.right, v.left, v.right] : [e.top, e.bottom, v.top, v.bottom];
  const by = start < vStart ? start - vStart - margin : end > vEnd ? end - vEnd + margin : 0;
  if (by !== 0) view.scrollBy({ [axis === 'x' ? 'left' : 'top']: by, behavior: 'instant' });
}

/**
 * Reveals the element `find` answers within `view` now, and again whenever the view's content changes size until
 * `settleMs` have passed (a menu group still opening, a tab just added). Answers the cleanup.
 */
export function keepRevealed(
  view: HTMLElement,
  find: () => HTMLElement | null,
  axis: 'x' | 'y',
  margin: number,
  settleMs: number,
): () => void {
  const reveal = () => {
    const el = find();
    if (el) revealWithin(view, el, axis, margin);
  };
  const growth = new ResizeObserver(reveal);
  const content = view.firstElementChild;
  if (content) growth.observe(content);
  const settled = window.setTimeout(() => growth.disconnect(), settleMs);
  reveal();
  return () => {
    growth.disconnect();
    window.clearTimeout(settled);
  };
}
