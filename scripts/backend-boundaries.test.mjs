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
  for (const folder of [
    'modules/membership',
    'modules/accounts',
    'projections/membership',
    'domain/membership',
  ])
    rmSync(path.join(root, 'backend/src', folder, 'boundary-probe'), { recursive: true, force: true });
});

describe('backend boundaries', () => {
  it('lets a module use another through its public face, and the domain and projections directly', () => {
    const file = probe(
      'backend/src/modules/membership/boundary-probe/through-index.ts',
      [
        "import { UserEntity } from '../../accounts/index.js';",
        "import { memberEventTypes } from '../../../domain/accounts/member.events.js';",
        "import { membershipOf } from '../../../projections/membership/membership.queries.js';",
        '',
        'export const used = [UserEntity, memberEventTypes, membershipOf];',
        '',
      ].join('\n'),
    );
    const { status, output } = lint(file);
    assert.equal(status, 0, output);
  });

  it('refuses a module reaching into another past its public face', () => {
    const file = probe(
      'backend/src/modules/membership/boundary-probe/deep.ts',
      "import { UserEntity } from '../../accounts/user.entity.js';\n\nexport const entity = UserEntity;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /only through its public face/);
  });

  it('refuses the platform importing a module', () => {
    const file = probe(
      'backend/src/platform/http/boundary-probe.ts',
      "import { AccountsModule } from '../../modules/accounts/index.js';\n\nexport const module = AccountsModule;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /never imports the domain, a projection, a module/);
  });

  it('refuses the platform importing the domain or a projection, at any depth, and lets it use its kernel', () => {
    const domain = probe(
      'backend/src/platform/http/boundary-probe-domain.ts',
      "import { memberEventTypes } from '../../domain/accounts/member.events.js';\n\nexport const types = memberEventTypes;\n",
    );
    const projection = probe(
      'backend/src/platform/database/embedded/boundary-probe-projection.ts',
      "import { membershipOf } from '../../../projections/membership/membership.queries.js';\n\nexport const read = membershipOf;\n",
    );
    for (const file of [domain, projection]) {
      const { status, output } = lint(file);
      assert.notEqual(status, 0, file);
      assert.match(output, /never imports the domain, a projection, a module/);
    }
    const kernel = probe(
      'backend/src/platform/http/boundary-probe-kernel.ts',
      "import { DomainError } from '../domain/domain-error.js';\n\nexport const error = DomainError;\n",
    );
    assert.equal(lint(kernel).status, 0, lint(kernel).output);
  });

  it('refuses a projection importing a module or the composition root', () => {
    const module = probe(
      'backend/src/projections/membership/boundary-probe/uses-module.ts',
      "import { UserEntity } from '../../../modules/accounts/index.js';\n\nexport const entity = UserEntity;\n",
    );
    const composition = probe(
      'backend/src/projections/membership/boundary-probe/uses-root.ts',
      "import { allProjectors } from '../../../all-projectors.js';\n\nexport const projectors = allProjectors;\n",
    );
    for (const file of [module, composition]) {
      const { status, output } = lint(file);
      assert.notEqual(status, 0, file);
      assert.match(output, /never imports a module/);
    }
    const events = probe(
      'backend/src/projections/membership/boundary-probe/uses-events.ts',
      "import { memberEventTypes } from '../../../domain/accounts/member.events.js';\n\nexport const types = memberEventTypes;\n",
    );
    assert.equal(lint(events).status, 0, lint(events).output);
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

  it('refuses the domain importing a framework', () => {
    const file = probe(
      'backend/src/domain/membership/boundary-probe.ts',
      "import { Injectable } from '@nestjs/common';\n\nexport const decorator = Injectable;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /domain is pure/);
  });

  it('lets the domain use its kernel and @sadhana/rules', () => {
    const file = probe(
      'backend/src/domain/membership/boundary-probe-kernel.ts',
      [
        "import { MISSED_SESSION_FEE } from '@sadhana/rules/fees';",
        "import { DomainError } from '../../platform/domain/domain-error.js';",
        '',
        'export const used = [MISSED_SESSION_FEE, DomainError];',
        '',
      ].join('\n'),
    );
    assert.equal(lint(file).status, 0, lint(file).output);
  });

  it("lets the domain's specs use test support, and nothing else beyond the domain", () => {
    const spec = probe(
      'backend/src/domain/membership/boundary-probe.spec.ts',
      "import { deciderSpec } from '../../../test/support/decider-spec.js';\n\nexport const spec = deciderSpec;\n",
    );
    assert.equal(lint(spec).status, 0, lint(spec).output);
    const deep = probe(
      'backend/src/domain/membership/boundary-probe-deep.spec.ts',
      "import { createDataSource } from '../../platform/database/data-source.js';\n\nexport const make = createDataSource;\n",
    );
    const { status, output } = lint(deep);
    assert.notEqual(status, 0);
    assert.match(output, /domain is pure/);
  });

  it('refuses a domain file that is not a spec importing test support', () => {
    const file = probe(
      'backend/src/domain/membership/boundary-probe-support.ts',
      "import { deciderSpec } from '../../../test/support/decider-spec.js';\n\nexport const spec = deciderSpec;\n",
    );
    const { status, output } = lint(file);
    assert.notEqual(status, 0);
    assert.match(output, /domain is pure/);
  });

  it('refuses the domain importing a module, a projection or another context of the domain', () => {
    const files = [
      probe(
        'backend/src/domain/membership/boundary-probe-module.ts',
        "import { MembershipModule } from '../../modules/membership/index.js';\n\nexport const module = MembershipModule;\n",
      ),
      probe(
        'backend/src/domain/membership/boundary-probe-projection.ts',
        "import { membershipOf } from '../../projections/membership/membership.queries.js';\n\nexport const read = membershipOf;\n",
      ),
      probe(
        'backend/src/domain/membership/boundary-probe-other.ts',
        "import { memberDecider } from '../accounts/member.js';\n\nexport const decider = memberDecider;\n",
      ),
    ];
    for (const file of files) {
      const { status, output } = lint(file);
      assert.notEqual(status, 0, file);
      assert.match(output, /domain is pure/);
    }
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

  it('refuses an import cycle of type imports', () => {
    const first = probe(
      'backend/src/modules/accounts/boundary-probe/first-type.ts',
      "import type { Second } from './second-type.js';\n\nexport interface First {\n  second?: Second;\n}\n",
    );
    const second = probe(
      'backend/src/modules/accounts/boundary-probe/second-type.ts',
      "import type { First } from './first-type.js';\n\nexport interface Second {\n  first?: First;\n}\n",
    );
    const { status, output } = lint(first, second);
    assert.notEqual(status, 0);
    assert.match(output, /noImportCycles/);
  });
});
