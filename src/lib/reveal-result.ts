/**
 * Scrolls a newly shown result into view when it starts below the visible part of the page (narrow screens stack
 * the panels), without moving focus: the user keeps typing where they were. A result already (partly) in view is
 * left alone, so the page never jumps under a reader.
 */
export function revealIfBelowFold(element: HTMLElement | null, margin = 80): void {
  if (!element) return;
  if (element.getBoundingClientRect().top > window.innerHeight - margin) element.scrollIntoView({ block: 'start' });
}
