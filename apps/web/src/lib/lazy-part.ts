import { lazy, type ComponentType } from 'react';
import { feedback } from './feedback';
import { i18n } from './i18n';

export interface LazyPartOptions<P> {
  /** shown instead when the code cannot be downloaded (nothing unless given) */
  fallback?: ComponentType<P>;
  /** a part the user asked for (a dialog, a form): a toast says it could not be loaded */
  tell?: boolean;
}

/** Tells the user that a part of the screen could not be downloaded (and that a reload tries again). */
export function tellPartFailed(): void {
  feedback.error(i18n.t('common:partFailed'));
}

/**
 * React.lazy for a part of the screen the page can do without (a menu, a drawer, a dialog, a toast holder): when its
 * code cannot be downloaded (a dropped connection, an old tab after a new release removed the file), it renders
 * `fallback` (or nothing) instead of failing the whole page through the route's error screen, so what was typed on the
 * page stays. `preload()` starts the download before the part first renders (once the page knows it will be needed).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions<P> = {}) {
  const nothing: ComponentType<P> = () => null;
  const part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => {
        if (options.tell) tellPartFailed();
        return { default: options.fallback ?? nothing };
      },
    ),
  );
  return Object.assign(part, { preload: () => void load().catch(() => undefined) });
}
