import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from '../lazy-part';

/**
 * An antd component that loads the first time it renders (the swaps of trims.ts): `fallback` shows meanwhile, nothing
 * unless given. It behaves as the component itself once loaded. When its code cannot be downloaded (offline, or an old
 * tab after a release replaced the file) it shows nothing and a toast says so, instead of failing the whole page
 * through the route's error screen (what was typed stays). The browser keeps a failed module import for the page's
 * life, so only a reload tries again, as the toast says.
 */
export function whenShown<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: (props: P) => ReactNode = () => null) {
  const Loaded = lazyPart(() => load().then((module) => module.default), { tell: true });
  return function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
