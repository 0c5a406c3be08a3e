/**
 * Scrolls a newly shown result into view when too little of it shows (narrow screens stack the panels), without
 * moving focus: the user keeps typing where they were. "Too little" is less than `enough` pixels of it (or all of
 * it, if it is shorter): a result whose heading and toolbar peek in at the bottom edge still hides its first row,
 * and how much of it peeks in depends on the fonts. A result that starts above the top edge (the reader has
 * scrolled into or past it) is left alone, so the page never jumps under a reader.
 */
export function revealIfBelowFold(element: HTMLElement | null, enough = 240): void {
  if (!element) return;
  const rect = element.getBoundingClientRect();
  if (rect.top < 0) return;
  const shown = Math.min(rect.bottom, window.innerHeight) - rect.top;
  if (shown < Math.min(rect.height, enough, window.innerHeight / 2)) element.scrollIntoView({ block: 'start' });
}
