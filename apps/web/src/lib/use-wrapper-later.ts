import { startTransition, useEffect, useRef, type RefObject } from 'react';
import { afterFirstScreen } from './startup';

/**
 * For a navbar control drawn as plain markup at first whose antd wrapper (a Popover, a Dropdown) comes after the first
 * screen (decision 0012): mounting the wrapper replaces the control's element, so it must not happen under a user's
 * hand. Calls `ready` with what `get` gives (the wrapper's module, or just `true`), in a transition, once the first
 * screen has settled (`afterFirstScreen`) and the element has neither the focus nor the pointer; if it has either then,
 * it waits until both have left. `get` and `ready` must not change between renders (a module-level function, a state
 * setter). A press before that is the component's to handle: it brings the wrapper at once, open, and keeps the focus.
 * Returns whether the element took the focus while the swap was rendering (a Tab press meanwhile): the component then
 * gives it to the new element as the swap commits, as it does after a press.
 */
export function useWrapperLater<T>(ref: RefObject<HTMLElement | null>, get: () => T | Promise<T>, ready: (value: T) => void): RefObject<boolean> {
  const focusedMeanwhile = useRef(false);
  useEffect(() => {
    let over = false;
    let stopWaiting = () => {};
    const cancel = afterFirstScreen(() => {
      Promise.resolve()
        .then(get)
        .then(
          (value) => {
            const element = ref.current;
            if (over) return;
            const inUse = () => Boolean(element && (element.matches(':hover') || document.activeElement === element));
            const swap = () => {
              if (inUse()) return;
              stopWaiting();
              element?.addEventListener('focus', () => (focusedMeanwhile.current = true), { once: true });
              startTransition(() => ready(value));
            };
            if (!element || !inUse()) return swap();
            element.addEventListener('blur', swap);
            element.addEventListener('pointerleave', swap);
            stopWaiting = () => {
              element.removeEventListener('blur', swap);
              element.removeEventListener('pointerleave', swap);
            };
          },
          // a download that failed is tried again at the first press
          () => undefined,
        );
    });
    return () => {
      over = true;
      cancel();
      stopWaiting();
    };
  }, [ref, get, ready]);
  return focusedMeanwhile;
}
