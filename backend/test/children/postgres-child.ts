// A process that starts embedded PostgreSQL on CHILD_DATA_DIR and keeps it until SIGTERM, for tests
// that kill it (-9) to leave the server behind.
import { startPostgres } from '../../src/platform/database/postgres-server.js';

const dataDir = process.env.CHILD_DATA_DIR;
if (!dataDir) throw new Error('CHILD_DATA_DIR is not set');
const server = await startPostgres({ dataDir });
process.once('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
process.stdout.write(`started ${server.url}\n`);
setInterval(() => {}, 60_000);
