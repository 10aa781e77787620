import { ParseUUIDPipe } from '@nestjs/common';
import { AppError } from '../common/app-error';

/** A task or invitation id in the path: anything but a UUID names nothing (404, not a crash). */
export const uuidOr404 = (message: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => AppError.notFound(message) });
