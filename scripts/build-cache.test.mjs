// node --test scripts/: when `npm run build` skips a workspace and when it must not.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { buildIfChanged } from './build-cache.mjs';

describe('buildIfChanged', () => {
  let root;
  let builds;
  const build = (options = {}) =>
    buildIfChanged({
      root,
      cacheDir: path.join(root, 'node_modules/.cache/builds'),
      workspace: {
        name: 'app',
        inputs: ['package-lock.json', 'app'],
        output: 'app/dist',
        env: /^APP_/,
        // A build that makes its output from its source, as vite or tsc does.
        build: async () => {
          builds += 1;
          mkdirSync(path.join(root, 'app/dist'), { recursive: true });
          writeFileSync(path.join(root, 'app/dist/out.js'), readFileSync(path.join(root, 'app/src/in.ts')));
        },
      },
      ...options,
    });
  const write = (file, content) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'sadhana-build-'));
    builds = 0;
    write('package-lock.json', '{}');
    write('app/src/in.ts', 'export const a = 1;');
    write('app/node_modules/dep/index.js', 'dependency');
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    delete process.env.APP_FLAVOUR;
  });

  it('builds the first time and skips a second build with nothing changed', async () => {
    assert.equal(await build(), 'built');
    assert.equal(await build(), 'unchanged');
    assert.equal(builds, 1);
  });

  it('rebuilds when a source file changed, and its output then has the change', async () => {
    await build();
    write('app/src/in.ts', 'export const a = 2;');
    assert.equal(await build(), 'built');
    assert.equal(readFileSync(path.join(root, 'app/dist/out.js'), 'utf8'), 'export const a = 2;');
  });

  it('rebuilds when a source file is added or removed, or the lockfile or a variable it reads changed', async () => {
    await build();
    write('app/src/new.ts', '');
    assert.equal(await build(), 'built');
    rmSync(path.join(root, 'app/src/new.ts'));
    assert.equal(await build(), 'built');
    write('package-lock.json', '{"changed":true}');
    assert.equal(await build(), 'built');
    process.env.APP_FLAVOUR = 'other';
    assert.equal(await build(), 'built');
  });

  it('rebuilds when its output was changed or deleted', async () => {
    await build();
    write('app/dist/out.js', 'edited by hand');
    assert.equal(await build(), 'built');
    rmSync(path.join(root, 'app/dist'), { recursive: true });
    assert.equal(await build(), 'built');
  });

  it('skips when only file times or installed packages (node_modules) changed', async () => {
    await build();
    utimesSync(path.join(root, 'app/src/in.ts'), new Date(), new Date(Date.now() + 60_000));
    write('app/node_modules/dep/index.js', 'reinstalled');
    assert.equal(await build(), 'unchanged');
    assert.equal(builds, 1);
  });

  it('builds when forced', async () => {
    await build();
    assert.equal(await build({ force: true }), 'built');
  });
});
