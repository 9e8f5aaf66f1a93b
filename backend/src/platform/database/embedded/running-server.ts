import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A PostgreSQL server running on a cluster directory. */
export interface RunningServer {
  readonly pid: number;
  readonly port: number;
  /** Whether a live process started it and will stop it: false when its starter died (kill -9). */
  readonly owned: boolean;
}

/**
 * The server postmaster.pid names (pid on line 1, port on line 4), when that process is alive and
 * is PostgreSQL on this directory (after a crash the file can name a pid another process now has).
 * Its owner is the process recorded in `ownerFile` by the start that spawned it, as long as the
 * server is still that process's child: when the owner dies the server is re-parented, and a
 * re-used pid never makes an orphan look owned.
 */
export function runningServer(clusterDir: string, ownerFile: string): RunningServer | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  const server = processInfo(pid);
  if (!server?.commandLine.includes(clusterDir)) return undefined;
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : undefined;
  return { pid, port, owned: owner !== undefined && server.parentPid === owner };
}

export function recordOwner(ownerFile: string): void {
  writeFileSync(ownerFile, String(process.pid));
}

export function forgetOwner(ownerFile: string): void {
  rmSync(ownerFile, { force: true });
}

/** Whether the process is alive (a zombie, dead but not yet reaped, is not). */
export function isAlive(pid: number): boolean {
  return processInfo(pid) !== undefined;
}

function processInfo(pid: number): { parentPid: number; commandLine: string } | undefined {
  if (existsSync('/proc/self/stat')) {
    try {
      // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, parentPid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') return undefined;
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      return { parentPid: Number(parentPid), commandLine };
    } catch {
      return undefined;
    }
  }
  try {
    const line = execFileSync('ps', ['-o', 'stat=', '-o', 'ppid=', '-o', 'args=', '-p', String(pid)], {
      encoding: 'utf8',
    }).trim();
    const [state, parentPid, ...args] = line.split(/\s+/);
    if (!line || state.startsWith('Z')) return undefined;
    return { parentPid: Number(parentPid), commandLine: args.join(' ') };
  } catch {
    return undefined; // ps exits non-zero when there is no such process
  }
}
