#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch, port 3000) and Vite's dev server
// (http://localhost:5173, proxying /api to the API). Stopping one stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '3000';
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const env = { ...process.env, PORT: port, APP_URL: process.env.APP_URL || 'http://localhost:5173' };

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
