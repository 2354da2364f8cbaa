import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkGroups } from '../../chunk-groups';

const root = '/app';
/** a chunk as the bundler hands it over: only what checkGroups reads */
const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, name: fileName.replace(/\.js$/, ''), imports, moduleIds: [], facadeModuleId: null, isEntry: false, ...extra }) as Rolldown.OutputChunk;
const loginRoute = [
  chunk('index.js', ['react.js'], { isEntry: true, moduleIds: [path.join(root, 'src/main.tsx')] }),
  chunk('start.js', ['react.js'], { facadeModuleId: path.join(root, 'src/app/start.tsx') }),
  chunk('login-page.js', ['react.js'], { facadeModuleId: path.join(root, 'src/features/auth/pages/login-page.tsx') }),
  chunk('react.js', []),
];

describe('checkGroups (chunk-groups.ts): what the grouped build must keep', () => {
  it('accepts groups that import only the login route and each other', () => {
    expect(checkGroups([...loginRoute, chunk('antd-base.js', ['react.js']), chunk('shell.js', ['antd-base.js', 'index.js']), chunk('page.js', ['shell.js'])], root)).toBeNull();
  });

  it('refuses a group the login route loads', () => {
    const chunks = [...loginRoute, chunk('antd-base.js', ['react.js'])];
    chunks[2] = chunk('login-page.js', ['antd-base.js'], { facadeModuleId: path.join(root, 'src/features/auth/pages/login-page.tsx') });
    expect(checkGroups(chunks, root)).toMatch(/login route loads the antd-base group/);
  });

  it('refuses a group that imports a page’s chunk', () => {
    expect(checkGroups([...loginRoute, chunk('shell.js', ['table.js']), chunk('table.js', [])], root)).toMatch(/shell group imports table\.js/);
  });

  it('refuses groups that import each other in a circle', () => {
    expect(checkGroups([...loginRoute, chunk('shell.js', ['icons.js']), chunk('icons.js', ['shell.js'])], root)).toMatch(/circle: shell\.js → icons\.js → shell\.js/);
  });
});
