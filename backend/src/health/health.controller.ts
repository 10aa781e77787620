import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators/public.decorator';
import { Answers } from '../common/dto/responses';
import { HealthResponse } from './health.response';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** Answers only after a real round trip to the database; 503 when it cannot be reached. */
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
}
