// node --test scripts/: the backend's boundaries are kept by Biome (biome.json overrides). Each case
// writes a file that breaks one, runs the repository's Biome on it and expects the rule to fire; the
// files are removed whatever happens. `npm run lint` checks the real tree with the same rules.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const written = [];

function probe(relative, source) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  written.push(file);
  return relative;
}

function lint(...files) {
  const biome = path.join(root, 'node_modules/.bin/biome');
  const result = spawnSync(biome, ['lint', '--max-diagnostics=50', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

after(() => {
  for (const file of written) rmSync(file, { force: true });
  rmSync(path.join(root, 'backend/src/modules/membership/boundary-probe'), { recursive: true, force: true });
  rmSync(path.join(root, 'backend/src/modules/accounts/boundary-probe'), { recursive: true, force: true });
});

describe('backend boundaries', () => {
  it('lets a context use another through its public face', () => {
    const file = probe(
      'backend/src/modules/membership/boundary-probe/through-index.ts',
      "import { UserEntity } from '../../accounts/index.js';\n\nexport const entity = UserEntity;\n",
    );
    const { status, output } = lint(file);
    assert.equal(status, 0, output);
  });

  it('refuses a context reaching into another past its public face', () => {
    const file = probe(
      'backend/src/modules/membership/boundary-probe/deep.ts',
      "import { UserEntity } from '../../accounts/user.entity.js';\n\nexport const entity = UserEntity;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /only through its public face/);
  });

  it('refuses the platform importing a context', () => {
    const file = probe(
      'backend/src/platform/http/boundary-probe.ts',
      "import { AccountsModule } from '../../modules/accounts/index.js';\n\nexport const module = AccountsModule;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /never imports a context/);
  });

  it('refuses production code importing test support', () => {
    const file = probe(
      'backend/src/modules/membership/boundary-probe/uses-test.ts',
      "import { createTestApp } from '../../../../test/support/test-app.js';\n\nexport const make = createTestApp;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /never imports test support/);
  });

  it('refuses a domain folder importing a framework', () => {
    const file = probe(
      'backend/src/modules/membership/domain/boundary-probe.ts',
      "import { Injectable } from '@nestjs/common';\n\nexport const decorator = Injectable;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /domain folder is pure/);
  });

  it("lets a domain folder's spec use test support, and nothing else beyond its context", () => {
    const spec = probe(
      'backend/src/modules/membership/domain/boundary-probe.spec.ts',
      "import { deciderSpec } from '../../../../test/support/decider-spec.js';\n\nexport const spec = deciderSpec;\n",
    );
    assert.equal(lint(spec).status, 0, lint(spec).output);
    const deep = probe(
      'backend/src/modules/membership/domain/boundary-probe-deep.spec.ts',
      "import { createDataSource } from '../../../platform/database/data-source.js';\n\nexport const make = createDataSource;\n",
    );
    const { status, output } = lint(deep);
    assert.notEqual(status, 0);
    assert.match(output, /domain folder is pure/);
  });

  it('refuses a domain file that is not a spec importing test support', () => {
    const file = probe(
      'backend/src/modules/membership/domain/boundary-probe-support.ts',
      "import { deciderSpec } from '../../../../test/support/decider-spec.js';\n\nexport const spec = deciderSpec;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /domain folder is pure|never imports test support/);
  });

  it("refuses a domain folder importing its own context's code outside the domain", () => {
    const file = probe(
      'backend/src/modules/membership/domain/boundary-probe-context.ts',
      "import { MembershipModule } from '../membership.module.js';\n\nexport const module = MembershipModule;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /domain folder is pure/);
  });

  it('refuses an import cycle', () => {
    const first = probe(
      'backend/src/modules/accounts/boundary-probe/first.ts',
      "import { second } from './second.js';\n\nexport const first = () => second;\n",
    );
    const second = probe(
      'backend/src/modules/accounts/boundary-probe/second.ts',
      "import { first } from './first.js';\n\nexport const second = () => first;\n",
    );
    const { status, output } = lint(first, second);
    assert.notEqual(status, 0);
    assert.match(output, /noImportCycles/);
  });
});
