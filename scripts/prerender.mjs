// Writes the login page rendered ahead of time into a built web app (`node scripts/prerender.mjs apps/web/dist`, run by
// the web app's `npm run build` after `vite build`): dist/prerender/login.<locale>.<theme>.html, each the built
// index.html with the page's markup in #root and the login page's own stylesheets inline (it is drawn without antd), and on
// <html> what the app itself sets there. The server sends one of them for `/` and `/login` (apps/server/src/plugins/web.ts,
// chosen by the app's `first-screen` cookie); apps/web/src/app/prerender.tsx renders them, apps/web/src/lib/first-screen.ts
// takes over from them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps/web');
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
const LOCALES = ['zh-CN', 'en-US', 'ja-JP'];
const THEMES = ['light', 'dark'];
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';

const t0 = Date.now();
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** the stylesheets the login page's chunk and its static imports bring (auth-shell.css), inlined: no extra request */
function loginStylesheets() {
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(file);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(LOGIN_PAGE);
  // the entry's own stylesheet is already linked from index.html
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  for (const file of entry?.css ?? []) css.delete(file);
  return [...css].map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

function memoryStorage() {
  const items = new Map();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-prerender-'));
try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: out,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      minify: false,
    },
    // one bundle with its libraries: antd's `es` folders are not loadable by Node as they are
    ssr: { noExternal: true },
  });
  // the app's stores read their saved state when loaded: an empty storage, as on a first visit
  globalThis.localStorage ??= memoryStorage();
  const { renderLogin } = await import(pathToFileURL(path.join(out, 'prerender.js')).href);
  const pageCss = loginStylesheets();
  fs.mkdirSync(path.join(dist, 'prerender'), { recursive: true });
  for (const locale of LOCALES) {
    for (const theme of THEMES) {
      const page = await renderLogin(locale, theme);
      if (!page.html.includes('<form')) throw new Error(`prerender: the ${locale} ${theme} login page rendered without its form`);
      const style = Object.entries(page.documentStyle)
        .map(([name, value]) => `${name}:${value}`)
        .join(';')
        .replaceAll('"', '&quot;');
      const appName = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/src/locales', locale, 'common.json'), 'utf8')).appName;
      const html = template
        .replace(/<html lang="[^"]*">/, `<html lang="${locale}" data-theme="${theme}" style="${style}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${appName}</title>`)
        .replace('</head>', `<style data-first-screen>${pageCss}</style></head>`)
        // the form cannot send before the app is there: its button waits (lib/first-screen.ts passes a press on)
        .replace('<div id="root"></div>', `<div id="root" data-first-screen="login">${page.html.replace(/type="submit"/g, 'type="button" data-first-screen-submit')}</div>`);
      if (html === template) throw new Error('prerender: index.html has no <div id="root"></div>');
      fs.writeFileSync(path.join(dist, 'prerender', `login.${locale}.${theme}.html`), html);
    }
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
console.log(`prerender: login page in ${LOCALES.length} languages × ${THEMES.length} themes in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
