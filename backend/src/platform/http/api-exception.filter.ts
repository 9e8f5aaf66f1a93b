import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { CommandRetriesExhausted } from '../command-path/command-errors.js';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { EventStoreUnavailable } from '../event-store/event-store.port.js';

/** The one place where the domain's kinds of error become HTTP statuses. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/**
 * The Retry-After of a 503 for our own storage: a KurrentDB cluster elects a new leader within about
 * 1.5 s of losing one (docs/kurrentdb-cluster.md), so a client that waits this long mostly succeeds.
 */
const RETRY_AFTER_SECONDS = '2';

/** Every error leaves the API as `{ message }`. Unexpected ones are logged with their stack, never shown. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    if (response.headersSent) return;
    if (exception instanceof HttpException) {
      const code = codeOf(exception);
      response
        .status(exception.getStatus())
        .json(
          code === undefined ? { message: messageOf(exception) } : { message: messageOf(exception), code },
        );
      return;
    }
    if (exception instanceof DomainError) {
      response.status(STATUS_OF[exception.kind]).json({ message: exception.message });
      return;
    }
    if (exception instanceof EventStoreUnavailable) {
      this.logger.warn({
        message: 'event store unavailable',
        requestId: request.id,
        method: request.method,
        path: request.path,
        error: String(exception.cause),
      });
      response
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .setHeader('Retry-After', RETRY_AFTER_SECONDS)
        .json({ message: exception.message });
      return;
    }
    if (exception instanceof CommandRetriesExhausted) {
      this.logger.warn({ message: 'command gave up after repeated conflicts', streams: exception.streamIds });
      response
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .setHeader('Retry-After', RETRY_AFTER_SECONDS)
        .json({ message: exception.message });
      return;
    }
    // Its request's log line carries it, stack and all (see request-log.ts), with the request's id.
    (response as Response & { err?: unknown }).err =
      exception instanceof Error ? exception : new Error(String(exception));
    response
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .json({ message: 'Something went wrong on our side. Please try again.' });
  }
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

/** A machine-readable reason some 403s carry beside the message (`second_factor_required`, `step_up_required`). */
function codeOf(exception: HttpException): string | undefined {
  const body = exception.getResponse();
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
