import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { cacheValidationMetadata } from './validation-metadata-cache';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length) return constraints[0];
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid request body.';
}

cacheValidationMetadata();

/** One ValidationPipe (STYLE §4): unknown fields are refused, the first message becomes `error`. */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
});
