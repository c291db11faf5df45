/**
 * Scrolls `view` (a scroll container) just enough for `el` to show, along one axis, plus a margin. Unlike
 * element.scrollIntoView it never scrolls the page or any other ancestor.
 */
export function revealWithin(view: HTMLElement, el: HTMLElement, axis: 'x' | 'y', margin: number): void {
  const v = view.getBoundingClientRect();
  const e = el.getBoundingClientRect();
  const [start, end, vStart, vEnd] = axis === 'x' ? [e.left, e.right, v.left, v.right] : [e.top, e.bottom, v.top, v.bottom];
  const by = start < vStart ? start - vStart - margin : end > vEnd ? end - vEnd + margin : 0;
  if (by !== 0) view.scrollBy({ [axis === 'x' ? 'left' : 'top']: by, behavior: 'smooth' });
}
