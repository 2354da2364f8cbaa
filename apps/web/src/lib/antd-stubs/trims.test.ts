import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_TRIMS } from './trims';

const antdEs = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

describe('antd trims (trims.ts)', () => {
  it.each(ANTD_TRIMS)('antd still imports $source in $importer, so the swap for $stub takes effect', ({ importer, source, stub }) => {
    const code = fs.readFileSync(path.join(antdEs, importer), 'utf8');
    expect(code).toMatch(new RegExp(`from ['"]${source.replace(/[./]/g, '\\$&')}['"]`));
    expect(fs.existsSync(path.join(import.meta.dirname, stub))).toBe(true);
  });
});
