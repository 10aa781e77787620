import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  ValidateBy,
  ValidateIf,
  ValidationArguments,
} from 'class-validator';
import { readFileSync } from 'node:fs';
import type { EnvironmentVariables } from './environment-variables';

/**
 * The environment's validators: class-validator decorators, as the request DTOs use. Each message
 * is the reason that follows the variable's name in "Invalid configuration: NAME reason".
 */

const got = (args: ValidationArguments) => `(got "${String(args.value)}")`;

/** A whole number in [min, max]; text that is not one stays text, so the message shows it. */
export const WholeNumber = (min: number, max = 2 ** 31) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      const number = Number(value);
      return typeof value === 'string' && Number.isInteger(number) ? number : value;
    }),
    ValidateBy({
      name: 'wholeNumber',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
        defaultMessage: (args?: ValidationArguments) =>
          `must be a whole number between ${min} and ${max} ${got(args!)}`,
      },
    }),
  );

/** Retention periods: at least a day, at most ten years. */
export const Days = () => WholeNumber(1, 3650);

/** One of a few words. */
export const OneOf = (values: readonly string[]) =>
  IsIn(values as string[], {
    message: (args) =>
      `${values.length === 2 ? `must be "${values[0]}" or "${values[1]}"` : `must be one of ${values.join(', ')}`} ${got(args)}`,
  });

/** "true" or "false", read as a boolean. */
export const Flag = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      value === 'true' ? true : value === 'false' ? false : value,
    ),
    IsBoolean({ message: (args) => `must be "true" or "false" ${got(args)}` }),
  );

/** An absolute URL, kept without its trailing slash. */
export const AbsoluteUrl = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.replace(/\/$/, '') : value,
    ),
    ValidateBy({
      name: 'absoluteUrl',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && URL.canParse(value),
        defaultMessage: (args?: ValidationArguments) => `must be an absolute URL ${got(args!)}`,
      },
    }),
  );

/** Surrounding spaces in a path or URL are a typing slip, not part of it. */
export const Trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Checked only when `when` holds, and then required (`reason` says why). */
export const RequiredWhen = (when: (env: EnvironmentVariables) => boolean, reason: string) =>
  applyDecorators(
    ValidateIf((env: EnvironmentVariables) => when(env)),
    IsDefined({ message: reason }),
  );

/** A value production must never run with (a cheap hash, readable reset links). */
export const RefusedInProduction = (refused: unknown, reason: string) =>
  ValidateBy({
    name: 'refusedInProduction',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        !(value === refused && (args!.object as EnvironmentVariables).NODE_ENV === 'production'),
      defaultMessage: () => reason,
    },
  });

/** A value checked by a function that returns the reason it is wrong, or undefined. */
export const Satisfies = (
  name: string,
  problem: (value: string, env: EnvironmentVariables) => string | undefined,
) =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        typeof value === 'string' && !problem(value, args!.object as EnvironmentVariables),
      defaultMessage: (args?: ValidationArguments) =>
        problem(String(args!.value), args!.object as EnvironmentVariables) ?? 'is not valid',
    },
  });

/** Read at start, so that a wrong path stops the app there rather than at the first request. */
export function pemFileProblem(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return `cannot be read (${file})`;
  }
  return text.includes('-----BEGIN ') ? undefined : `is not a PEM file (${file})`;
}

/**
 * TRUST_PROXY: "false", a number of proxies (1–10), or IP addresses/CIDR ranges, comma-separated.
 * "true" let any client choose its own address, and with it its per-IP budgets.
 */
export function trustProxyProblem(value: string): string | undefined {
  if (value === 'true') {
    return 'must be the number of proxies in front (e.g. 1) or their addresses, not "true" (any client could set its own address)';
  }
  if (value === 'false' || /^([1-9]|10)$/.test(value)) return undefined;
  const addresses = value.split(',').map((a) => a.trim());
  return addresses.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))
    ? undefined
    : `must be "false", a number of proxies (1-10) or IP addresses/CIDR ranges (got "${value}")`;
}

/** TRUST_PROXY as Fastify takes it: nobody, a number of hops, or addresses. */
export function trustProxyValue(value: string): false | number | string[] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}

export function redisKeyPrefixProblem(value: string): string | undefined {
  return /^[A-Za-z0-9:_.-]{1,64}$/.test(value)
    ? undefined
    : `must be 1-64 letters, digits or ":_.-" (got "${value}")`;
}
