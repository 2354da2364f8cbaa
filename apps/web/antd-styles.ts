import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

/** the module antd's provider imports for the prebaked stylesheet (app/antd-provider.tsx) */
export const PREBAKED_STYLES = 'virtual:antd-prebaked.css';
/** the id it resolves to: a path ending in .css, so that Vite's CSS pipeline takes it (bundled, hashed, preloaded) */
const RESOLVED = '/@antd-prebaked.css';
/** the styles the bake lists at the least: one per sample of scripts/bake-antd-styles.mjs (some bring more) */
const MIN_STYLES = 25;

/**
 * antd's styles for the components most first screens show, written into the app's stylesheets at build time
 * (scripts/bake-antd-styles.mjs): antd then skips generating them in the browser. Vite loads the stylesheet with antd's
 * provider and waits for it before that chunk runs, so it is there before antd first renders. A development server
 * (and Vitest) gets an empty stylesheet: antd's class names differ there (`css-dev-only-…`), so it generates every style.
 */
export function prebakedAntdStyles(): Plugin {
  let bake = false;
  return {
    name: 'antd-prebaked-styles',
    configResolved(config) {
      bake = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === PREBAKED_STYLES ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (!bake) return '';
      const css = execFileSync(process.execPath, [path.join(import.meta.dirname, 'scripts/bake-antd-styles.mjs')], {
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      // antd reads the list once, at its first style: without it (two copies of @ant-design/cssinjs, say, so that the
      // script's cache is not antd's) the saving would be gone without a word
      const listed = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/)?.[1].split(';').filter(Boolean) ?? [];
      if (listed.length < MIN_STYLES) {
        throw new Error(`antd-prebaked-styles: scripts/bake-antd-styles.mjs listed ${listed.length} styles (at least ${MIN_STYLES} expected); is antd's style cache the script's?`);
      }
      return css;
    },
  };
}
