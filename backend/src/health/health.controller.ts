import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators/public.decorator';
import { Answers } from '../common/dto/responses';
import { HealthResponse, LiveResponse, ReadyResponse } from './health.response';
import { ReadinessService } from './readiness.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: ReadinessService,
  ) {}

  /** Kept for compatibility: a database round trip; 503 when it cannot be reached. */
  @Public()
  @Get()
  @Answers(HealthResponse)
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const database = this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database };
    } catch {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'unavailable', database };
    }
  }

  /** Liveness: the process answers requests. Restart it when this fails, not when ready does. */
  @Public()
  @Get('live')
  @Answers(LiveResponse)
  live() {
    return { status: 'ok' };
  }

  /** Readiness: every dependency a request needs works; 503 naming the reasons when one does not. */
  @Public()
  @Get('ready')
  @Answers(ReadyResponse)
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const readiness = await this.readiness.check();
    // Degraded (Redis or the replica away) still serves every request: 200.
    if (readiness.status === 'unavailable') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }
}
