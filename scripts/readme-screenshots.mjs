// npm run screenshots: the README's two pictures (docs/images/), taken by Playwright from the app
// running on a seeded studio (`npm run studio`, 300 members), then the studio is stopped.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const studio = spawn('npm', ['run', 'studio', '--', '--members', '300', '--database-only'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const databaseUrl = await new Promise((resolve, reject) => {
  let out = '';
  studio.stdout.on('data', (chunk) => {
    out += chunk;
    const match = /^DATABASE_URL=(\S+)$/m.exec(out);
    if (match) resolve(match[1]);
  });
  studio.on('exit', (code) => reject(new Error(`npm run studio exited with ${code}:\n${out}`)));
});
let status = 1;
try {
  const shots = spawnSync('node', ['tests/run-e2e.mjs', '--project', 'readme-screenshots'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, README_SCREENSHOTS: '1' },
  });
  status = shots.status ?? 1;
} finally {
  // The studio's npm, node and PostgreSQL: the whole group, as Ctrl-C would.
  process.kill(-studio.pid, 'SIGINT');
}
process.exit(status);
