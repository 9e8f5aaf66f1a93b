import { Global, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics.js';
import { MetricsCollectors } from './metrics-collectors.js';

/** The app's metrics registry, for every part that records into it, and the gauges read at scrape time. */
@Global()
@Module({
  providers: [{ provide: AppMetrics, useFactory: () => new AppMetrics() }, MetricsCollectors],
  exports: [AppMetrics],
})
export class MetricsModule {}
