import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element has come near the screen (within `margin` of it), once: for a part below the fold whose code or
 * data is heavy (a chart), loaded as the visitor scrolls towards it instead of with the page. Where the browser has no
 * IntersectionObserver it is near at once.
 */
export function useNearScreen<T extends Element>(margin = '300px'): [ref: RefCallback<T>, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
