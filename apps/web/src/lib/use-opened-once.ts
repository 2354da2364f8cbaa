import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog or drawer loaded on first use mounts then and stays mounted, so
 * it can animate closed (and keeps what it holds) instead of being torn down with its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return open || opened;
}
