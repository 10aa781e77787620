import { Logger } from '@nestjs/common';
import { MetricsService } from './metrics.service';

const logger = new Logger('Jobs');

/**
 * One run of a background job, seen: counted (`aspire_job_runs_total{job,result}`), timed
 * (`aspire_job_duration_seconds{job}`) and logged as one line with what it returned (counts,
 * never personal data), or with its error. The error is thrown on to the caller.
 */
export async function trackJobRun<T>(
  metrics: MetricsService,
  job: string,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await work();
    const duration = seconds();
    metrics.jobRun(job, 'ok', duration);
    logger.log({
      msg: 'job finished',
      job,
      result: 'ok',
      durationMs: Math.round(duration * 1000),
      ...(isCounts(result) ? { counts: result } : {}),
    });
    return result;
  } catch (error) {
    const duration = seconds();
    metrics.jobRun(job, 'failed', duration);
    logger.error({
      msg: 'job failed',
      job,
      result: 'failed',
      durationMs: Math.round(duration * 1000),
      err: error,
    });
    throw error;
  }
}

/** A job's summary worth a log line: a flat object of numbers (how many rows it touched). */
function isCounts(value: unknown): value is Record<string, number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'number')
  );
}
