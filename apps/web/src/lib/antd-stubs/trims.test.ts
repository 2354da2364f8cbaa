import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_TRIMS } from './trims';

/** the node_modules folder antd is installed in, where its rc-components are too */
const nodeModules = path.resolve(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), '..');

describe('antd trims (trims.ts)', () => {
  it.each(ANTD_TRIMS)('$importer still imports $source, so the swap for $stub takes effect', ({ importer, source, stub }) => {
    const code = fs.readFileSync(path.join(nodeModules, importer), 'utf8');
    expect(code).toMatch(new RegExp(`from ['"]${source.replace(/[./]/g, '\\$&')}['"]`));
    expect(fs.existsSync(path.join(import.meta.dirname, stub))).toBe(true);
  });

  it.each(ANTD_TRIMS)('$stub exports what $importer takes from $source', async ({ importer, source, stub }) => {
    const code = fs.readFileSync(path.join(nodeModules, importer), 'utf8');
    const [, clause] = code.match(new RegExp(`import ([^;]+?) from ['"]${source.replace(/[./]/g, '\\$&')}['"]`)) ?? [];
    const names = [...(clause.match(/\{([^}]*)\}/)?.[1].split(',') ?? [])].map((name) => name.trim().split(/\s+as\s+/)[0]).filter(Boolean);
    if (/^[A-Za-z_$][\w$]*/.test(clause)) names.push('default');
    const module = (await import(/* @vite-ignore */ path.join(import.meta.dirname, stub))) as Record<string, unknown>;
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => module[name] === undefined), `what ${stub} does not export`).toEqual([]);
  });
});
