// npm run build (and so npm start): builds the frontend (vite build) and the backend (tsc), each only
// when its inputs — its sources and configs, the root manifests and lockfile — or its output changed
// since its last build, so a start with nothing changed does not wait for a build that would make
// the same files. `npm run build -- --force` builds both whatever changed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from './build-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = path.join(root, 'node_modules/.cache/sadhana-build');
// Both workspaces build from the shared rules package's sources too.
const shared = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'packages/rules/src',
  'packages/rules/package.json',
  'packages/rules/tsconfig.build.json',
];

const workspaces = [
  // Vite also reads VITE_* variables (and NODE_ENV picks its mode).
  { name: 'frontend', inputs: [...shared, 'frontend'], output: 'frontend/dist', env: /^(VITE_.*|NODE_ENV)$/ },
  {
    name: 'backend',
    inputs: [
      ...shared,
      'backend/src',
      'backend/migrations',
      'backend/package.json',
      'backend/tsconfig.json',
      'backend/tsconfig.build.json',
    ],
    output: 'backend/dist',
  },
];

const force = process.argv.includes('--force');
try {
  for (const workspace of workspaces) {
    const outcome = await buildIfChanged({
      root,
      cacheDir,
      force,
      workspace: { ...workspace, build: () => npmRun(['run', 'build', '-w', workspace.name]) },
    });
    if (outcome === 'unchanged')
      console.log(`${workspace.name}: unchanged since its last build, not rebuilt`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

function npmRun(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} failed (${code})`)),
    );
  });
}
