import type { ChildProcess } from 'node:child_process';
import { spawnTs } from './spawn-ts.js';

/** An app started in a child process, as `npm start` (src/main.ts) or the browser tests (test/e2e-server.ts) start it. */
export interface AppInstance {
  readonly url: string;
  readonly process: ChildProcess;
}

/** Starts the app in a child process with `env` added to this one's, and waits for it to listen. */
export async function startAppInstance(
  file: 'src/main.ts' | 'test/e2e-server.ts',
  env: Record<string, string>,
): Promise<AppInstance> {
  const child = spawnTs(file, {
    env: { ...process.env, PORT: '0', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"port":(\d+)/.exec(buffered);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`instance exited (code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/** The headers of a browser's API call to an instance, signed in with `cookie` when given. */
export function instanceHeaders(instance: AppInstance, cookie?: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Requested-With': 'sadhana',
    Origin: instance.url,
    ...(cookie ? { Cookie: cookie } : {}),
  };
}
