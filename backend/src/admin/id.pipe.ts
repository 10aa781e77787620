import { ParseIntPipe } from '@nestjs/common';
import { AppError } from '../common/app-error';

/** `:id` of an integer-keyed resource; anything else is a 400, not a crash. */
export const IdPipe = new ParseIntPipe({
  exceptionFactory: () => AppError.badRequest('The id must be a whole number.'),
});
