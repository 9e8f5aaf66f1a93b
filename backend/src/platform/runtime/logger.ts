import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, type Logger as PinoLogger, pino, stdTimeFunctions } from 'pino';
import { type LogLevel, readLogLevel } from '../config/app-config.js';

/** The app's structured logs: pino, one JSON object a line on standard output. */
export type Logger = PinoLogger;

/**
 * A logger writing `{"level":"info","time":"…","message":"…",…}` lines: the level as a word, the time
 * as ISO 8601, the text under `message` (as the app's log lines always had it).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    messageKey: 'message',
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The process's logger, at LOG_LEVEL (default `info`): start-up, shutdown and the CLIs. The app's own
 * lines (Nest's and a line per request) go through a child at the configured level (app.factory.ts).
 * A LOG_LEVEL it cannot read leaves it at `info`; the configuration refuses it with a clear message.
 */
export const logger: Logger = createLogger(levelOrInfo());

function levelOrInfo(): LogLevel {
  try {
    return readLogLevel(process.env);
  } catch {
    return 'info';
  }
}

const NEST_LEVELS = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
} as const;

/**
 * Nest's logging through pino, so that `new Logger('Context')` anywhere in the app writes the same
 * lines as the rest. Nest passes a logger's context as the last argument, and an error's stack
 * before it; the app's own calls pass one object whose `message` is the line's text.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly pinoLogger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('log', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(method: keyof typeof NEST_LEVELS, message: unknown, params: unknown[]): void {
    const level = NEST_LEVELS[method];
    if (!this.pinoLogger.isLevelEnabled(level)) return;
    // Nest's Logger passes `undefined` for an error's absent stack before the context.
    const rest = params.filter((param) => param !== undefined && param !== null);
    const fields: Record<string, unknown> = {};
    if (rest.length > 0 && typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
    if (method === 'error' && typeof rest[0] === 'string') fields.stack = rest.shift();
    if (rest.length > 0) fields.params = rest;
    if (message instanceof Error) {
      this.pinoLogger[level]({ ...fields, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      const { message: text, ...context } = message as Record<string, unknown>;
      this.pinoLogger[level]({ ...fields, ...context }, typeof text === 'string' ? text : '');
    } else {
      this.pinoLogger[level](fields, String(message));
    }
  }
}
