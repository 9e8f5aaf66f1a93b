// Reports the JavaScript the landing route loads from the production build, gzipped:
// the entry chunk and everything it imports statically (Vite's manifest), not lazy routes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey)
  throw new Error('No entry chunk in frontend/dist/.vite/manifest.json: run `npm run build -w frontend`');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

const rows = [...files].map((file) => {
  const source = readFileSync(join(dist, file));
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
