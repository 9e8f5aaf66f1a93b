// npm run dev: the backend (and the shared rules it runs, packages/rules) rebuilt and restarted on
// change, and Vite's dev server with hot reload (it reads the rules from their sources), which proxies
// /api to the backend. Ctrl-C stops all of them (and the backend's embedded PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = ['packages/rules/tsconfig.build.json', 'backend/tsconfig.build.json'];
for (const project of projects) {
  const tsc = spawnSync('npx', ['tsc', '-p', project], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
}

const children = [
  ...projects.map((project) =>
    spawn('npx', ['tsc', '-p', project, '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  ),
  spawn(
    process.execPath,
    ['--watch-path=backend/dist', '--watch-path=packages/rules/dist', 'backend/dist/src/main.js'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: process.env.PORT ?? '3000' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping && code !== 0) {
      console.error(`a dev process exited with code ${code}; stopping the others`);
      stop('SIGTERM');
      process.exitCode = code ?? 1;
    }
  });
}
