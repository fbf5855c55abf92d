import { describe, expect, it } from 'vitest';
import { guardBackdropsFromDoubleClicks, isDoubleClickTailOnBackdrop } from './double-click-guard';

const element = (...classes: string[]) =>
  ({
    matches: (selector: string) => selector.split(',').some((s) => classes.includes(s.trim().replace(/^\./, ''))),
  }) as unknown as EventTarget;

describe('the double-click guard of modal backdrops', () => {
  it('stops the second click of a double click on a dialog container or a backdrop, nothing else', () => {
    const dialog = element('MuiDialog-container');
    const backdrop = element('MuiBackdrop-root', 'MuiModal-backdrop');
    const button = element('MuiButton-root');
    expect(isDoubleClickTailOnBackdrop({ detail: 2, target: dialog })).toBe(true);
    expect(isDoubleClickTailOnBackdrop({ detail: 3, target: backdrop })).toBe(true);
    // a single click on the backdrop still closes; a double click inside the dialog is its own business
    expect(isDoubleClickTailOnBackdrop({ detail: 1, target: dialog })).toBe(false);
    expect(isDoubleClickTailOnBackdrop({ detail: 0, target: backdrop })).toBe(false);
    expect(isDoubleClickTailOnBackdrop({ detail: 2, target: button })).toBe(false);
    expect(isDoubleClickTailOnBackdrop({ detail: 2, target: null })).toBe(false);
  });

  it('listens to presses and clicks in the capture phase, and can be removed', () => {
    const calls: string[] = [];
    const win = {
      addEventListener: (type: string, _f: unknown, capture: boolean) => calls.push(`+${type}:${capture}`),
      removeEventListener: (type: string, _f: unknown, capture: boolean) => calls.push(`-${type}:${capture}`),
    } as unknown as Window;
    const remove = guardBackdropsFromDoubleClicks(win);
    expect(calls).toEqual(['+mousedown:true', '+click:true']);
    remove();
    expect(calls.slice(2)).toEqual(['-mousedown:true', '-click:true']);
  });
});
