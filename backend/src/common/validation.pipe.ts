import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { hasQuickValidation, quickAccept } from './quick-accept';

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
 * A DTO marked `@QuickValidation()` is first checked by `quickAccept` (the same constraints,
 * without class-validator's per-object overhead); only a body it cannot accept goes through
 * class-validator, so every refusal and its message stay class-validator's.
 */
class QuickValidationPipe extends ValidationPipe {
  protected override validate(object: object, options?: ValidatorOptions) {
    if (hasQuickValidation(object.constructor) && quickAccept(object)) return [];
    return super.validate(object, options);
  }
}

/** One ValidationPipe (STYLE §4): unknown fields are refused, the first message becomes `error`. */
export const validationPipe = new QuickValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
});
