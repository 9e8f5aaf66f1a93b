import type { NextFunction, Request, Response } from 'express';
import type { AppMetrics } from './app-metrics.js';
import { METRICS_PATH } from './metrics-endpoint.js';

/**
 * The route a request is counted under: its route pattern (`/api/admin/user/:id/summary`), never its
 * raw path, so ids and tokens neither multiply the series nor reach the metrics. Requests no route
 * took are counted as the frontend's (pages and files) or as unmatched API paths.
 */
export function routeOf(request: Request): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return pattern;
  if (request.path === METRICS_PATH) return METRICS_PATH;
  const lower = request.path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/') ? 'unmatched' : 'frontend';
}

/** Times every request, from its arrival to its answer's last byte, by method, route and status. */
export function httpMetrics(metrics: AppMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(request.method, routeOf(request), response.statusCode, seconds);
    });
    next();
  };
}
