import path from 'node:path';

/** Everything the app reads from its environment, read once at start. Optional settings have working defaults. */
export interface AppConfig {
  readonly port: number;
  readonly nodeEnv: 'production' | 'development' | 'test';
  readonly dataDir: string;
  /** External PostgreSQL; embedded PostgreSQL under dataDir when absent. */
  readonly databaseUrl?: string;
  /** KurrentDB event store; the PostgreSQL event store when absent. */
  readonly eventStoreUrl?: string;
  /** Where the built frontend is served from. */
  readonly frontendDist: string;
  /** The public origin used in mails and redirects, never taken from a request's Host header. */
  readonly publicUrl: string;
}

// src/config or dist/src/config: the repository root is three levels up from the compiled file, two from the source.
const repoRoot = path.resolve(
  import.meta.dirname,
  import.meta.dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../..' : '../../..',
);

export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  return {
    port,
    nodeEnv,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    frontendDist: path.resolve(env.FRONTEND_DIST ?? path.join(repoRoot, 'frontend/dist')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
  };
}

export const APP_CONFIG = Symbol('AppConfig');
