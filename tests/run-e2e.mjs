// Runs the browser tests; `npm run test:e2e` builds the app first.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...process.argv.slice(2)];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
