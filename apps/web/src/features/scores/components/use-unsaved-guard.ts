import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Keeps typed work from being lost: the browser asks before a reload or closing the tab, and an
 * in-app navigation is held until the user confirms (the returned blocker is 'blocked' meanwhile).
 */
export function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}
