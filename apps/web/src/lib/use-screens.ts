import { useSyncExternalStore } from 'react';

/** antd's breakpoints (its default screen tokens): the smallest width of each; `xs` is anything narrower than `sm` */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600, xxxl: 1920 } as const;

type Breakpoint = keyof typeof BREAKPOINTS;
/** which of antd's breakpoints the window's width reaches, as antd's Grid.useBreakpoint() names them */
export type Screens = Record<Breakpoint | 'xs', boolean>;

/** what a render without a window (the build's prerender) assumes: a phone */
const PHONE: Screens = { xs: true, sm: false, md: false, lg: false, xl: false, xxl: false, xxxl: false };

let queries: [Breakpoint, MediaQueryList][] | undefined;
let snapshot: Screens | undefined;

function mediaQueries() {
  queries ??= (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).map(([name, width]) => [name, window.matchMedia(`(min-width: ${width}px)`)]);
  return queries;
}

/** the screens now; the same object while none changes (useSyncExternalStore compares them by identity) */
function read(): Screens {
  if (typeof window === 'undefined' || !window.matchMedia) return PHONE;
  const next = { xs: false } as Screens;
  for (const [name, query] of mediaQueries()) next[name] = query.matches;
  next.xs = !next.sm;
  if (snapshot && (Object.keys(next) as (keyof Screens)[]).every((key) => snapshot![key] === next[key])) return snapshot;
  snapshot = next;
  return snapshot;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = mediaQueries().map(([, query]) => query);
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * The breakpoints the window reaches, right from the first render. antd's Grid.useBreakpoint() returns `{}` at first and
 * learns the screens in a layout effect, which re-renders its component synchronously inside the commit that mounted it:
 * the navbar, for one, was rendered twice in the signed-in page's first (longest) task.
 */
export function useScreens(): Screens {
  return useSyncExternalStore(subscribe, read, () => PHONE);
}
