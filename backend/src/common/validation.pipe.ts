import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** The first rule a body breaks, nested ones included: the `{ error }` the caller reads. */
function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length) return constraints[0];
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid request body.';
}

/**
 * The one ValidationPipe: every body, query and parameter becomes its DTO through
 * class-transformer and class-validator; unknown fields are refused and the first message
 * becomes `error`.
 */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
});
