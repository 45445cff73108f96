/** GET /metrics: the operator's scrape endpoint (issue 21; the README's "Metrics and logs"). */
import { Type } from 'typebox';

/** The Content-Type prom-client's registry writes: the Prometheus text exposition format, version 0.0.4. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** The scrape: plain text, one `name{labels} value` line per series, not JSON. */
export const MetricsText = Type.String({
  description: "Prometheus text exposition format 0.0.4: this process's counters, gauges and histograms (each process exposes its own).",
});

/** The 200 answer, declared per content type so that the OpenAPI document says text/plain, not application/json. */
export const MetricsScrape = {
  description: 'The scrape.',
  content: { 'text/plain': { schema: MetricsText } },
};
