import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import path from 'node:path';

const BACKEND = path.resolve(import.meta.dirname, '../..');

/**
 * A child process that runs one of our TypeScript files as jest does (swc, ES modules, decorator
 * metadata). `file` is relative to backend/ (`test/children/runner-child.ts`, `src/main.ts`), given `args`.
 */
export function spawnTs(file: string, options: SpawnOptions, args: readonly string[] = []): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', path.join(BACKEND, 'test/support/ts-register.mjs'), path.join(BACKEND, file), ...args],
    options,
  );
}
