import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { canReach, type ServerUser } from './server-user.js';

/** Where root keeps clusters whose DATA_DIR the server's user cannot reach. */
export const SHARED_CLUSTERS_ROOT = '/var/lib/sadhana';

/**
 * The directory of the PostgreSQL cluster of `dataDir`: `<dataDir>/postgres`, created for the
 * server's user. As root with a DATA_DIR that user cannot reach (a clone under /root, mode 0700),
 * the cluster lives under /var/lib/sadhana instead and `<dataDir>/postgres` is a symbolic link to
 * it: the link is the record of where it is, so deleting DATA_DIR starts afresh like elsewhere.
 */
export function clusterDir(
  dataDir: string,
  user: ServerUser | undefined,
  sharedRoot = SHARED_CLUSTERS_ROOT,
): { dir: string; relocated: boolean } {
  mkdirSync(dataDir, { recursive: true });
  const inDataDir = path.join(dataDir, 'postgres');
  if (isSymlink(inDataDir)) return { dir: path.resolve(dataDir, readlinkSync(inDataDir)), relocated: true };
  if (!user) {
    mkdirSync(inDataDir, { recursive: true });
    return { dir: inDataDir, relocated: false };
  }
  // A temporary DATA_DIR is 0700: let the server's user through it (not list it), as its parent does.
  if (!canReach(user, dataDir) && canReach(user, path.dirname(dataDir))) {
    chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  }
  if (canReach(user, dataDir)) return { dir: ownedBy(user, inDataDir), relocated: false };
  if (existsSync(path.join(inDataDir, 'PG_VERSION'))) {
    throw new Error(
      `PostgreSQL runs as the user "${user.name}", which cannot reach the cluster in ${inDataDir}: ` +
        'make the directories on the way searchable by it (chmod o+x), or start as its owner instead of root.',
    );
  }
  rmSync(inDataDir, { recursive: true, force: true }); // what a failed first start left, if anything
  mkdirSync(sharedRoot, { recursive: true });
  chmodSync(sharedRoot, 0o755);
  const shared = ownedBy(user, path.join(sharedRoot, `postgres-${randomBytes(6).toString('hex')}`));
  symlinkSync(shared, inDataDir);
  return { dir: shared, relocated: true };
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** PostgreSQL requires its data directory to be its user's, mode 0700. */
function ownedBy(user: ServerUser, dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chownSync(dir, user.uid, user.gid);
  return dir;
}
