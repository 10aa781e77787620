import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A rule the server enforces, with the exact text the client shows. The exception filter turns
 * it into `{ error }` (or `{ message }` for the spec's whitelist calls) with the given status.
 */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field: 'error' | 'message' = 'error',
  ) {
    super(message, status);
  }

  static badRequest(message: string) {
    return new AppError(HttpStatus.BAD_REQUEST, message);
  }
  static unauthorized(message = 'Unauthorized') {
    return new AppError(HttpStatus.UNAUTHORIZED, message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError(HttpStatus.FORBIDDEN, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(HttpStatus.NOT_FOUND, message);
  }
  static conflict(message: string) {
    return new AppError(HttpStatus.CONFLICT, message);
  }
  /**
   * 429 with Retry-After in whole seconds, as the lockout messages expect
   * (docs/product/access.md, "Lockouts and backoff").
   */
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(HttpStatus.TOO_MANY_REQUESTS, message, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}
