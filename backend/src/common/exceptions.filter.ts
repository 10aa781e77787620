import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { isDuplicateKey } from '../database/duplicate-key';
import { scrubSqlMessage } from '../database/query-logger';
import { AppError } from './app-error';
import { recordFailure } from './request-failure';
import { SpaFallback } from './spa-fallback';

/**
 * The one place that shapes errors (docs/architecture.md, "How a request flows"): `{ error }`, a
 * fitting status, never a stack.
 */
@Catch()
export class ExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body, headers } = this.describe(exception, request);
    // The request's log line carries the error (and its stack) on a 5xx.
    if (status >= 500) recordFailure(reply, exception);
    if (status === HttpStatus.NOT_FOUND && this.spa.handles(request)) {
      this.spa.send(request, reply);
      return;
    }
    void reply.headers(headers).status(status).send(body);
  }

  private describe(exception: unknown, request: FastifyRequest) {
    if (exception instanceof AppError) {
      return {
        status: exception.getStatus(),
        body: { [exception.field]: exception.message },
        headers: exception.headers,
      };
    }
    if (exception instanceof ThrottlerException) {
      return reply(HttpStatus.TOO_MANY_REQUESTS, 'Too many requests. Please slow down.');
    }
    if (exception instanceof HttpException) {
      return reply(exception.getStatus(), messageOf(exception));
    }
    if (exception instanceof EntityNotFoundError) {
      // A record named by the request that does not exist: the caller's mistake, not ours.
      return reply(HttpStatus.NOT_FOUND, 'Not found.');
    }
    if (exception instanceof QueryFailedError && isDuplicateKey(exception)) {
      return reply(HttpStatus.CONFLICT, 'This record already exists.');
    }
    const statusCode = (exception as { statusCode?: number })?.statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      // Fastify's own errors: unparsable JSON, unsupported media type, body too large.
      return reply(statusCode, (exception as Error).message || 'Bad request');
    }
    // The route pattern, never the raw URL (it may carry a token); a driver's message unquoted.
    this.logger.error(
      `${request.method} ${request.routeOptions?.url ?? 'unmatched'} failed: ${describeFailure(exception)}`,
    );
    return reply(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
}

function reply(status: number, error: string) {
  return { status, body: { error }, headers: {} as Record<string, string> };
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  if (typeof message === 'string') return message;
  return exception.message;
}

function describeFailure(exception: unknown): string {
  if (!(exception instanceof QueryFailedError))
    return String((exception as Error)?.stack ?? exception);
  const code = (exception.driverError as { code?: string } | undefined)?.code ?? 'unknown';
  return `QueryFailedError (${code}): ${scrubSqlMessage(exception.message)}`;
}
