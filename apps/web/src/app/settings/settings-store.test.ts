import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** a window whose media queries answer as a screen `width` pixels wide would */
function windowOf(width: number) {
  return {
    localStorage: storage,
    matchMedia: (query: string) => ({ matches: Number(/max-width: ([\d.]+)px/.exec(query)?.[1] ?? Infinity) >= width }),
  };
}

describe('the settings store’s device', () => {
  // the stores read their saved state as their modules load
  beforeEach(() => {
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is the window’s at once, before any render: a phone starts as a phone', async () => {
    vi.stubGlobal('window', windowOf(375));
    const { useSettings, deviceNow } = await import('./settings-store');
    expect(deviceNow()).toBe('mobile');
    expect(useSettings.getState().device).toBe('mobile');
  });

  it('is a desktop from 768 pixels, and without a window (the login page rendered at build time)', async () => {
    vi.stubGlobal('window', windowOf(768));
    const { deviceNow } = await import('./settings-store');
    expect(deviceNow()).toBe('desktop');
    vi.stubGlobal('window', undefined);
    expect(deviceNow()).toBe('desktop');
  });

  it('survives a reset of the settings: the device is the window’s, not a preference', async () => {
    vi.stubGlobal('window', windowOf(375));
    const { useSettings } = await import('./settings-store');
    useSettings.getState().reset();
    expect(useSettings.getState().device).toBe('mobile');
  });
});

describe('the phone width', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is the one the pages use: narrower than antd’s md breakpoint (lib/use-screens.ts)', async () => {
    vi.stubGlobal('localStorage', storage);
    const [{ MOBILE_QUERY }, { BREAKPOINTS }] = await Promise.all([import('./settings-store'), import('../../lib/use-screens')]);
    expect(MOBILE_QUERY).toBe(`(max-width: ${BREAKPOINTS.md - 0.02}px)`);
  });
});
