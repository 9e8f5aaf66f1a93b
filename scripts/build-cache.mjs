// What lets `npm run build` skip a workspace: a fingerprint (SHA-256 of paths and contents) of the
// workspace's inputs and of its output, kept from its last build. Contents, not times: a checkout
// or a copy changes times without changing what a build would make.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Workspace
 * @property {string} name
 * @property {string[]} inputs files and directories, relative to the root; directories are read
 *   whole except node_modules/ and the output
 * @property {string} output the directory the build makes, relative to the root
 * @property {RegExp} [env] the names of the environment variables the build reads
 * @property {() => Promise<void>} build
 */

/**
 * Builds `workspace` unless its inputs and its output are what they were after its last build.
 * @param {{ root: string, cacheDir: string, workspace: Workspace, force?: boolean }} options
 * @returns {Promise<'built' | 'unchanged'>}
 */
export async function buildIfChanged({ root, cacheDir, workspace, force = false }) {
  const stampFile = path.join(cacheDir, `${workspace.name}.json`);
  const inputs = fingerprint(root, workspace.inputs, workspace.output, workspace.env);
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : undefined;
  if (
    !force &&
    stamp?.inputs === inputs &&
    existsSync(path.join(root, workspace.output)) &&
    stamp.output === fingerprint(root, [workspace.output])
  ) {
    return 'unchanged';
  }
  await workspace.build();
  // The inputs as read before the build: a file edited during it makes the next build run again.
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ inputs, output: fingerprint(root, [workspace.output]) }));
  return 'built';
}

/** SHA-256 over each file's path and content, in a fixed order, and the values of the variables `env` names. */
export function fingerprint(root, entries, excluded = undefined, env = undefined) {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', excluded && path.normalize(excluded)]);
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) {
      hash.update(`missing ${relative}\0`);
      return;
    }
    if (statSync(absolute).isDirectory()) {
      for (const name of readdirSync(absolute).sort()) {
        const child = path.join(relative, name);
        if (!skip.has(name) && !skip.has(child)) visit(child);
      }
      return;
    }
    hash.update(`file ${relative.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(absolute));
    hash.update('\0');
  };
  for (const entry of entries) visit(path.normalize(entry));
  const variables = env ? Object.keys(process.env).filter((name) => env.test(name)) : [];
  for (const name of variables.sort()) hash.update(`env ${name}=${process.env[name]}\0`);
  return hash.digest('hex');
}
