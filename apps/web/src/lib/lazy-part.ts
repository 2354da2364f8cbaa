import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part of the screen the page can do without (a menu, a drawer, a toast holder): when its code cannot
 * be downloaded (a dropped connection, an old tab after a new release removed the file), it renders nothing instead of
 * failing the whole page through the route's error screen.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null;
  return lazy(() => load().then((component) => ({ default: component }), () => ({ default: nothing })));
}
