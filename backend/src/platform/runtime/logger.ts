/** Structured logs: one JSON object a line, for the parts of the app that run outside Nest (start-up, CLIs). */
export interface Logger {
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

function write(level: 'info' | 'warn' | 'error', message: string, context: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...context });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

export const logger: Logger = {
  info: (message, context) => write('info', message, context),
  warn: (message, context) => write('warn', message, context),
  error: (message, context) => write('error', message, context),
};
