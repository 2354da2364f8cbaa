// `npm test`'s static checks at the same time: the type checks and lint each keep one core busy for about a minute,
// so on a two-core machine they finish together in the time of the longer. Each one's output is printed whole when it
// ends (not interleaved); the exit code is 1 when either failed.
//   node scripts/checks.mjs            (runs `npm run typecheck` and `npm run lint`)
import { spawn } from 'node:child_process';

const scripts = ['typecheck', 'lint'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> npm run ${script} (${seconds} s): ${code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
