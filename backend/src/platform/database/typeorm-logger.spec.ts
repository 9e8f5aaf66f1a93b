import { createLogger } from '../runtime/logger.js';
import { structuredTypeOrmLogger } from './typeorm-logger.js';

/** A logger that keeps the lines it writes, to read back. */
function recordingLogger() {
  const lines: Array<{ level: string; message: string }> = [];
  const logger = createLogger('info', {
    write: (line: string) => {
      const { level, message } = JSON.parse(line);
      lines.push({ level, message });
    },
  });
  return { logger, lines };
}

const pgError = (fields: Record<string, string>) => Object.assign(new Error('from PostgreSQL'), fields);

describe('structuredTypeOrmLogger', () => {
  it('logs a failed query as an error, but not the command path’s ordinary races for a stream', () => {
    const { logger, lines } = recordingLogger();
    const typeorm = structuredTypeOrmLogger(logger);
    typeorm.logQueryError(pgError({ code: 'ES409' }), 'SELECT * FROM append_events(...)');
    typeorm.logQueryError(
      pgError({ code: '23505', constraint: 'events_stream_position' }),
      'SELECT * FROM append_events(...)',
    );
    expect(lines).toEqual([]);

    typeorm.logQueryError(pgError({ code: '23505', constraint: 'users_email_key' }), 'INSERT INTO users');
    typeorm.logQueryError(pgError({ code: '42P01' }), 'SELECT * FROM missing');
    expect(lines).toEqual([
      { level: 'error', message: 'query failed' },
      { level: 'error', message: 'query failed' },
    ]);
  });
});
