import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
  ValidationPipeOptions,
} from '@nestjs/common';
import { accept, forgetPlans, UNDECIDED } from './validation-fast-path';
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

cacheValidationMetadata(undefined, forgetPlans);

/**
 * A JSON body that passes every rule of its DTO becomes the DTO directly (validation-fast-path);
 * anything else, and every refusal with its message, takes Nest's ValidationPipe (issue 14, P3).
 */
class AspireValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && typeof metadata.metatype === 'function') {
      const entity = accept(value, metadata.metatype as new () => object);
      if (entity !== UNDECIDED) return entity;
    }
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

/** Unknown fields are refused, the first message becomes `error`. */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
};

/** One ValidationPipe (STYLE §4). */
export const validationPipe = new AspireValidationPipe(VALIDATION_OPTIONS);
