import { Logger } from '@nestjs/common';
import { createLogger, NestPinoLogger } from './logger.js';

/** The lines a logger writes, parsed. */
function recording() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('NestPinoLogger', () => {
  it('writes Nest’s logging as the app’s JSON lines: level, time, message, the context and the fields', () => {
    const { logger, lines } = recording();
    const nest = new Logger('Jobs');
    Logger.overrideLogger(new NestPinoLogger(logger));
    nest.log({ message: 'job scheduled', queue: 'session-mails' });
    nest.error({ message: 'job failed', queue: 'session-mails' });
    nest.warn('plain text');
    nest.debug('not written at info');

    expect(lines.map(({ time, ...line }) => line)).toEqual([
      { level: 'info', context: 'Jobs', queue: 'session-mails', message: 'job scheduled' },
      { level: 'error', context: 'Jobs', queue: 'session-mails', message: 'job failed' },
      { level: 'warn', context: 'Jobs', message: 'plain text' },
    ]);
    expect(lines.every(({ time }) => typeof time === 'string' && !Number.isNaN(Date.parse(time)))).toBe(true);
  });

  it('writes an error given as an Error with its stack, and a stack Nest passes beside a message', () => {
    const { logger, lines } = recording();
    const nest = new NestPinoLogger(logger);
    nest.error(new Error('boom'), 'Http');
    nest.error('failed to start', 'Error: boom\n    at start (main.ts:1:1)', 'NestApplication');

    expect(lines[0]).toMatchObject({ level: 'error', context: 'Http', message: 'boom' });
    expect((lines[0].err as { stack: string }).stack).toContain('Error: boom');
    expect(lines[1]).toMatchObject({
      level: 'error',
      context: 'NestApplication',
      stack: 'Error: boom\n    at start (main.ts:1:1)',
      message: 'failed to start',
    });
  });
});
