import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealIfBelowFold } from './reveal-result';

function panel(top: number, height: number) {
  // Only what the function reads of an element.
  const el = { getBoundingClientRect: () => ({ top, bottom: top + height, height }), scrollIntoView: vi.fn() };
  return el as unknown as HTMLElement & { scrollIntoView: ReturnType<typeof vi.fn> };
}

describe('revealIfBelowFold', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls a result that starts below the fold', () => {
    vi.stubGlobal('window', { innerHeight: 700 });
    const el = panel(900, 400);
    revealIfBelowFold(el);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('scrolls a result whose head only peeks in at the bottom edge', () => {
    vi.stubGlobal('window', { innerHeight: 700 });
    const el = panel(600, 400);
    revealIfBelowFold(el);
    expect(el.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves a result alone when enough of it shows', () => {
    vi.stubGlobal('window', { innerHeight: 700 });
    const el = panel(400, 400);
    revealIfBelowFold(el);
    expect(el.scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves a short result alone when all of it shows', () => {
    vi.stubGlobal('window', { innerHeight: 700 });
    const el = panel(600, 90);
    revealIfBelowFold(el);
    expect(el.scrollIntoView).not.toHaveBeenCalled();
  });

  it('never moves a page the reader has scrolled into the result', () => {
    vi.stubGlobal('window', { innerHeight: 700 });
    const el = panel(-50, 400);
    revealIfBelowFold(el);
    expect(el.scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing without an element', () => {
    expect(() => revealIfBelowFold(null)).not.toThrow();
  });
});
