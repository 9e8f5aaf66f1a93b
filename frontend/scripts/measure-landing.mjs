// Reports the JavaScript a visitor's browser loads for the landing route from the production build,
// gzipped: the module scripts and modulepreloads of the page the server sends for /
// (dist/prerendered/index.html), and every chunk they import statically (Vite's manifest), since
// the browser loads those before the page runs. Dynamic imports are not counted: the landing page's
// entry (src/landing.tsx) imports the app (router, data layer, antd) only for a signed-in member,
// whose / is their home, and a visitor's links out of it are full page loads of other pages.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunksOf } from './prerender.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const read = (file, hint) => {
  try {
    return readFileSync(join(dist, file));
  } catch (error) {
    throw new Error(`No frontend/dist/${file} (${hint}): run \`npm run build -w @sadhana/frontend\``, {
      cause: error,
    });
  }
};

const manifest = JSON.parse(read('.vite/manifest.json', "Vite's manifest").toString('utf8'));
const page = read('prerendered/index.html', 'the prerendered landing page').toString('utf8');
// Every <script> must be a file of the build: an inline one, or one read wrong, would go uncounted.
const scripts = (page.match(/<script\b[^>]*>/g) ?? []).map((tag) => /\bsrc="\/([^"]+)"/.exec(tag)?.[1]);
if (scripts.length === 0 || scripts.includes(undefined)) {
  throw new Error('dist/prerendered/index.html has no script, or one that is not a file of the build');
}
const preloads = [...page.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map(
  (match) => match[1],
);
const loaded = [...scripts, ...preloads];
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const unknown = loaded.filter((file) => !keyOf.has(file));
if (unknown.length > 0) throw new Error(`Not in Vite's manifest: ${unknown.join(', ')}`);
const files = chunksOf(
  manifest,
  loaded.map((file) => keyOf.get(file)),
).js;

const rows = [...files].map((file) => {
  const source = read(file, 'a chunk of the manifest');
  return { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
});
const total = rows.reduce(
  (sum, row) => ({ bytes: sum.bytes + row.bytes, gzipBytes: sum.gzipBytes + row.gzipBytes }),
  {
    bytes: 0,
    gzipBytes: 0,
  },
);
const report = {
  metric: 'landing-js',
  files: rows,
  totalBytes: total.bytes,
  totalGzipBytes: total.gzipBytes,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report));
} else {
  for (const row of rows) console.log(`${row.file}  ${(row.gzipBytes / 1024).toFixed(1)} KiB gzip`);
  console.log(
    `Landing page JavaScript: ${(total.gzipBytes / 1024).toFixed(1)} KiB gzipped (${(total.bytes / 1024).toFixed(1)} KiB raw)`,
  );
}
