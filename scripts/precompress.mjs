// Writes FILE.br (brotli, quality 10: 1.5% larger than 11 at a quarter of the time) and FILE.gz (gzip, level 9) beside every compressible file of
// a built folder (`node scripts/precompress.mjs apps/web/dist`), so the server sends them as they
// are (@fastify/static `preCompressed`) instead of compressing on every request or not at all.
// A compressed copy is kept only when it is smaller. Run by the web app's `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const dir = path.resolve(process.argv[2] ?? 'dist');
if (!fs.existsSync(dir)) {
  console.error(`precompress: ${dir} does not exist; build first`);
  process.exit(1);
}

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const t0 = Date.now();
let raw = 0;
let br = 0;
let count = 0;
await Promise.all(
  [...files(dir)].map(async (file) => {
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) return;
    const [b, g] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip(data, { level: 9 }),
    ]);
    if (b.length < data.length) fs.writeFileSync(`${file}.br`, b);
    if (g.length < data.length) fs.writeFileSync(`${file}.gz`, g);
    raw += data.length;
    br += Math.min(b.length, data.length);
    count++;
  }),
);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`precompress: ${count} files in ${path.relative(process.cwd(), dir) || '.'}, ${kb(raw)} → ${kb(br)} brotli (${Date.now() - t0} ms)`);
