import { startTransition, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { afterFirstScreen } from './startup';

/**
 * For a navbar control drawn as plain markup at first whose antd wrapper (a Popover, a Dropdown) comes after the first
 * screen (decision 0012): mounting the wrapper replaces the control's element, so it must not happen under a user's
 * hand. Calls `ready` with what `get` gives (the wrapper's module, or just `true`), in a transition, once the first
 * screen has settled (`afterFirstScreen`) and the element has neither the focus nor the pointer; if it has either then,
 * it waits until both have left. `get` and `ready` must not change between renders (a module-level function, a state
 * setter). A press before that is the component's to handle: it brings the wrapper at once, open, and calls the
 * returned `keepFocus`.
 * `wrapped` says whether the wrapper is in (the component's state that `ready` set). As the swap commits, the new element
 * takes the focus the old one lost with it, when the old one had it: after a press (`keepFocus`), or when it took the
 * focus while the swap was rendering (a Tab press meanwhile). A focus that went elsewhere meanwhile stays there.
 */
export function useWrapperLater<T>(
  ref: RefObject<HTMLElement | null>,
  get: () => T | Promise<T>,
  ready: (value: T) => void,
  wrapped: boolean,
): { keepFocus: () => void } {
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!wrapped || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) ref.current?.focus();
  }, [wrapped, ref]);
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
              element?.addEventListener('focus', () => (refocus.current = true), { once: true });
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
  return { keepFocus: () => (refocus.current = true) };
}
