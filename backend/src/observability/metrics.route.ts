import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { MetricsService } from './metrics.service';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for a Prometheus scraper, outside the API (no /api prefix, not in the OpenAPI
 * document, not behind the JWT guard): 404 unless METRICS_TOKEN is set, then 401 unless the
 * request carries it as `Authorization: Bearer <token>`.
 */
export function useMetrics(app: NestFastifyApplication, config: AppConfig): void {
  const metrics = app.get(MetricsService);
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions?.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const token = config.metrics.token;
  if (!token) return;
  metrics.collectProcessMetrics();
  const expected = digest(`Bearer ${token}`);
  fastify.get('/metrics', async (request, reply) => {
    const offered = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(offered, expected)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ error: 'Unauthorized' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
