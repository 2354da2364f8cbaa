import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespacesOf } from '../../../../../../scripts/lib/page-namespaces.mjs';
import { STARTUP_NAMESPACES, SHELL_NAMESPACES } from '../../../lib/startup';

/**
 * The event management page loads each tab's code when the tab is opened, and its translations with it
 * (TAB_CODE and TAB_NAMESPACE in activity-manage-page.tsx). A namespace a tab asks for that the list leaves out is
 * fetched only when the tab renders and suspends, one round trip after its code: read from the sources, the list must
 * hold every namespace each tab's modules ask for, beyond those every signed-in page has and the page's own.
 */
describe('event management: the translations each tab brings', () => {
  const file = path.join(import.meta.dirname, 'activity-manage-page.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const block = (name: string) => source.slice(source.indexOf(`const ${name}`), source.indexOf('};', source.indexOf(`const ${name}`)));
  const modules = [...block('TAB_CODE').matchAll(/(\w+): \(\) => import\('([^']+)'\)/g)].map(([, tab, spec]) => ({ tab, spec }));
  const listed = new Map([...block('TAB_NAMESPACE').matchAll(/(\w+): '([\w-]+)'/g)].map(([, tab, ns]) => [tab, ns]));
  const loadedAnyway = new Set([...STARTUP_NAMESPACES, ...SHELL_NAMESPACES, ...namespacesOf(file)]);

  it('reads every tab from the page', () => {
    expect(modules.length).toBeGreaterThanOrEqual(8);
    expect([...listed.keys()].sort()).toEqual(modules.map((m) => m.tab).sort());
  });

  it.each(modules)('the $tab tab lists what its modules ask for', ({ tab, spec }) => {
    const base = path.resolve(path.dirname(file), spec);
    const module = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    expect(module, `${spec} of the ${tab} tab`).toBeDefined();
    const asked = [...namespacesOf(module!)].filter((ns) => !loadedAnyway.has(ns));
    const brought = listed.get(tab);
    expect(asked.filter((ns) => ns !== brought), `TAB_NAMESPACE.${tab} (${brought}) of ${spec}`).toEqual([]);
  });
});
