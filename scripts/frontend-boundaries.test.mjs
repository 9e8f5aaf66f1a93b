// node --test scripts/: the frontend's import boundaries hold, because the linter refuses to cross them.
// biome.json's overrides say that a file under frontend/src/features/<a>/ imports nothing from another
// feature (nor from app/, which composes the features), and that components/ and lib/ import no
// feature. Biome matches an import by its path as written, so there is one override per depth of a
// feature's folders, each forbidding the "../" that climbs out of the feature into a sibling. Each
// test writes a probe file where a developer would, lints it with the repo's Biome, and removes it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEATURE_RULE = 'A feature imports its own files, components/ and lib/, never another feature or app/';
const SHARED_RULE = 'components/ and lib/ serve every feature: they import no feature';

/** Lints `source` written at `file` (relative to the repo) for the import rule alone. */
function lintProbe(file, source) {
  const absolute = path.join(ROOT, file);
  writeFileSync(absolute, source);
  try {
    const result = spawnSync('npx', ['biome', 'lint', '--only=style/noRestrictedImports', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(absolute, { force: true });
  }
}

const probeName = (name) => `boundary-probe-${process.pid}-${name}.ts`;

describe('frontend import boundaries', () => {
  it('refuses a feature component importing another feature', () => {
    const { status, output } = lintProbe(
      `frontend/src/features/admin/components/${probeName('component')}`,
      "import { SignInPage } from '../../auth/routes/SignInPage';\nexport const page = SignInPage;\n",
    );
    assert.notEqual(status, 0, output);
    assert.match(output, /lint\/style\/noRestrictedImports/);
    assert.ok(output.includes(FEATURE_RULE), output);
  });

  it("refuses a file at a feature's top level importing another feature", () => {
    const { status, output } = lintProbe(
      `frontend/src/features/profile/${probeName('top-level')}`,
      "import { signIn } from '../auth/api/sign-in';\nexport const call = signIn;\n",
    );
    assert.notEqual(status, 0, output);
    assert.ok(output.includes(FEATURE_RULE), output);
  });

  it('refuses lib/ importing a feature', () => {
    const { status, output } = lintProbe(
      `frontend/src/lib/${probeName('lib')}`,
      "import { signIn } from '../features/auth/api/sign-in';\nexport const call = signIn;\n",
    );
    assert.notEqual(status, 0, output);
    assert.ok(output.includes(SHARED_RULE), output);
  });

  it('lets a feature import its own files, lib/ and components/', () => {
    const { status, output } = lintProbe(
      `frontend/src/features/admin/components/${probeName('allowed')}`,
      [
        "import { PageLoading } from '../../../components/PageLoading';",
        "import { api } from '../../../lib/api-client';",
        "import { deleteUser } from '../api/delete-user';",
        'export const used = [PageLoading, api, deleteUser];',
        '',
      ].join('\n'),
    );
    assert.equal(status, 0, output);
  });
});
