// Lighthouse (mobile profile: its default form factor, simulated slow 4G and a 4× slower CPU) on the
// login page and an event page of the running production server, in the local Chromium.
// The event page needs a session: the token is put into localStorage first (through the DevTools
// protocol, with playwright-core) and Lighthouse is told not to clear storage.
import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };

/**
 * What to fix first in a category: for performance the opportunities and diagnostics that fail,
 * largest estimated saving first (the metrics themselves are printed apart); elsewhere the failing
 * audits that cost the most points (weight × missing score).
 */
function failing(lhr, category, top) {
  const savings = (audit) => audit.metricSavings ? Math.max(0, ...Object.values(audit.metricSavings).filter((v) => typeof v === 'number')) : 0;
  return lhr.categories[category].auditRefs
    .filter((ref) => category !== 'performance' || ref.group !== 'metrics')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score) || savings(b.audit) - savings(a.audit) || a.audit.score - b.audit.score)
    .slice(0, top)
    .map(({ audit }) => ({ id: audit.id, title: audit.title, score: audit.score, value: audit.displayValue ?? '' }));
}

/** Scores (0–100) per category and the top failing audits for each page `{ name, path, auth? }`; `error` for a page Lighthouse could not load. */
export async function lighthouseBench({ base, token, pages, log, top = 4 }) {
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox'], logLevel: 'silent' });
  try {
    // the session for the pages behind the login; the login page is audited first, without it
    const results = [];
    for (const page of pages) {
      if (page.auth) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const tab = await browser.contexts()[0].newPage();
        await tab.goto(`${base}/login`);
        await tab.evaluate((t) => localStorage.setItem('token', t), token);
        await tab.close();
        await browser.close();
      }
      log(`Lighthouse: ${page.name} (${page.path})`);
      let lhr;
      let trace;
      let error;
      for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
        // a page that paints nothing in time on a busy machine (NO_FCP) gets a second try
        const runner = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          disableStorageReset: Boolean(page.auth),
        });
        if (runner.lhr.runtimeError) error = `${runner.lhr.runtimeError.code}: ${runner.lhr.runtimeError.message}`;
        else {
          lhr = runner.lhr;
          trace = runner.artifacts?.Trace;
        }
      }
      if (lhr && process.env.BENCH_LIGHTHOUSE_SAVE) {
        // the whole report and the page load's trace (chrome://tracing, DevTools' Performance panel), for a look at
        // where the time goes (BENCH_LIGHTHOUSE_SAVE=folder)
        fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
        const file = path.join(process.env.BENCH_LIGHTHOUSE_SAVE, `${page.name.replace(/\W+/g, '-')}-${Date.now()}`);
        fs.writeFileSync(`${file}.report.json`, JSON.stringify(lhr));
        if (trace) fs.writeFileSync(`${file}.trace.json`, JSON.stringify(trace));
      }
      if (!lhr) {
        results.push({ name: page.name, path: page.path, error });
        continue;
      }
      results.push({
        name: page.name,
        path: page.path,
        finalUrl: lhr.finalDisplayedUrl,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
        metrics: {
          fcp: lhr.audits['first-contentful-paint']?.displayValue,
          lcp: lhr.audits['largest-contentful-paint']?.displayValue,
          tbt: lhr.audits['total-blocking-time']?.displayValue,
          cls: lhr.audits['cumulative-layout-shift']?.displayValue,
        },
        failing: Object.fromEntries(CATEGORIES.map((c) => [c, failing(lhr, c, top)])),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
