import { useRef } from 'react';

/**
 * `run` once at a time: a second call while the first is on its way is dropped. A double click reaches a form's submit
 * twice before the button shows its spinner (the pending state renders a moment later), and a dialog that adds
 * something added it twice.
 */
export function useSingleFlight<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  const busy = useRef(false);
  return async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run(...args);
    } finally {
      busy.current = false;
    }
  };
}
