import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { AppError } from './app-error';

/**
 * The whitelist add and delete calls (docs/product/coordinators.md) carry their error text in
 * `message`, not `error`. Routes that keep that contract use this interceptor; everything else
 * stays `{error}`.
 */
@Injectable()
export class MessageErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof HttpException)) return throwError(() => error);
        const response = error.getResponse();
        const raw =
          typeof response === 'string' ? response : (response as { message?: unknown }).message;
        const text = Array.isArray(raw) ? String(raw[0]) : String(raw ?? error.message);
        const headers = error instanceof AppError ? error.headers : {};
        return throwError(() => new AppError(error.getStatus(), text, headers, 'message'));
      }),
    );
  }
}
