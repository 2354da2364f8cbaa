import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that follows its setter only once the calls have paused for `delay` ms: a search box's keyword, so that typing
 * "Pine" asks the server once, not four times.
 */
export function useDebouncedState<T>(initial: T, delay = 300): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setValue(next), delay);
    },
    [delay],
  );
  return [value, set];
}
