import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { routeOf } from '../metrics/http-metrics.js';
import type { Logger } from '../runtime/logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A request id a proxy in front may have given: kept when it is short and plain, else a new one is made. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * One log line per request once it is answered: its id (also answered in X-Request-Id, and taken from
 * the request's own X-Request-Id when a proxy set a plain one), method, route pattern (the raw path
 * only where no route took it: ids and tokens in paths stay out of the log, and so does every query
 * string), status and time. An unexpected error's stack is in its request's line (the exception
 * filter hands it over as `response.err`), never in the answer. No header, cookie or body is logged.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    wrapSerializers: false,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const forwarded = request.headers['x-request-id'];
      const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (request: Request) => ({ method: request.method }),
      res: (response: Response) => ({ status: response.statusCode }),
    },
    customLogLevel: (_request, response, error) =>
      error || (response as Response & { err?: unknown }).err
        ? 'error'
        : response.statusCode >= 500
          ? 'warn'
          : 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (request, _response, value) => ({ ...value, ...whereTo(request as Request) }),
    customErrorObject: (request, response, error, value) => ({
      ...value,
      ...whereTo(request as Request),
      // Only an error the app threw has a stack worth reading; pino-http makes one for any 5xx.
      err: (response as Response & { err?: unknown }).err ? error : undefined,
    }),
  });
}

function whereTo(request: Request): { route: string; path?: string } {
  const route = routeOf(request);
  return route === 'frontend' || route === 'unmatched' ? { route, path: request.path } : { route };
}
