import { ValidateBy } from 'class-validator';

/** Applies a rule from `domain/` (returns the exact message or null) as a class-validator check. */
export const Rule = (rule: (value: unknown) => string | null) =>
  ValidateBy({
    name: rule.name || 'rule',
    validator: {
      validate: (value: unknown) => rule(value) === null,
      defaultMessage: (args) => rule(args?.value) ?? 'Invalid value.',
    },
  });
