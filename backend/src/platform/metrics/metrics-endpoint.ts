import { createHash, timingSafeEqual } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppMetrics } from './app-metrics.js';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics in Prometheus' text format, for a scraper holding `Authorization: Bearer <token>`.
 * Without a configured token, and to anyone without the right one, it answers as an unknown path
 * does (404): nobody learns whether it exists. The tokens are compared as hashes of equal length in
 * constant time, so the answer's timing says nothing about how much of a guess was right.
 */
export function metricsEndpoint(metrics: AppMetrics, token: string | undefined, logger: Logger) {
  const expected = token ? digest(token) : undefined;
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD'))
      return next();
    response.setHeader('Cache-Control', 'no-store');
    if (!expected || !timingSafeEqual(digest(bearerOf(request)), expected)) {
      response.status(404).json({ message: 'Not found.' });
      return;
    }
    try {
      const text = await metrics.registry.metrics();
      response.status(200).type(metrics.registry.contentType).send(text);
    } catch (error) {
      logger.error({
        message: 'metrics scrape failed',
        error: error instanceof Error ? error.stack : String(error),
      });
      response.status(500).json({ message: 'The metrics could not be read.' });
    }
  };
}

function bearerOf(request: Request): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
