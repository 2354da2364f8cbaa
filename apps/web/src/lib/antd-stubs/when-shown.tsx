import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * An antd component that loads the first time it renders (the swaps of trims.ts): `fallback` shows meanwhile, nothing
 * unless given. It behaves as the component itself once loaded.
 */
export function whenShown<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: (props: P) => ReactNode = () => null) {
  const Loaded = lazy(load) as unknown as ComponentType<P>;
  return function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
