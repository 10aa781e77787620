import { getMetadataStorage, MetadataStorage, ValidationTypes } from 'class-validator';

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
/** A DTO class, as class-validator keys its metadata (any constructor). */
type Target = Parameters<MetadataStorage['getTargetValidationMetadatas']>[0];

/**
 * A quicker "is this valid?" for the DTOs of large bodies (issue 14, P3: a batch of 100 nested
 * answers cost class-validator ~1–2 ms of CPU per request, most of it its per-object metadata
 * lookup and the error objects it builds for every property, valid or not).
 *
 * It runs the very same constraints class-validator registered for the class (its decorators
 * stay the one contract, documented and validated), under the options of `validationPipe`
 * (whitelist, forbidNonWhitelisted, forbidUnknownValues, no groups), looked up once per class.
 * It only ever _accepts_: whenever a value fails, or uses anything not handled here (async
 * constraints, Promise/Set/Map values, nested non-objects), it answers false and the caller runs
 * class-validator itself, which then produces the exact error message. So a request is accepted
 * only when class-validator would accept it, and every 400 is class-validator's own.
 */
export type QuickCheck = (object: object) => boolean;

const marked = new WeakSet<object>();

/** Marks a DTO whose bodies are large enough for `validationPipe` to try `quickAccept` first. */
export const QuickValidation = (): ClassDecorator => (target) => {
  marked.add(target);
};

export const hasQuickValidation = (target: object | undefined): boolean =>
  !!target && marked.has(target);

type Check = {
  metadata: ValidationMetadata;
  /** the validator instances behind the decorator (one, unless a custom constraint has several) */
  validators: { validate: (value: unknown, args: object) => unknown; async: boolean }[];
};

type Property = {
  name: string;
  conditions: ((object: object, value: unknown) => boolean)[];
  /** IsDefined first, then the others, as class-validator runs them */
  checks: Check[];
  nested: boolean;
};

const compiled = new Map<object, Property[] | null>();

/** True only when class-validator, with the pipe's options, would find no error in `object`. */
export const quickAccept: QuickCheck = (object) => {
  const properties = propertiesOf(object.constructor);
  if (!properties) return false;
  for (const key of Object.keys(object)) {
    if (!properties.some((p) => p.name === key)) return false; // forbidNonWhitelisted
  }
  const targetName = object.constructor.name;
  for (const p of properties) {
    const value = (object as Record<string, unknown>)[p.name];
    if (!p.conditions.every((condition) => condition(object, value))) continue;
    if (isCollection(value)) return false;
    for (const { metadata, validators } of p.checks) {
      // What class-validator hands a validator (ValidationArguments).
      const args = {
        targetName,
        property: p.name,
        object,
        value,
        constraints: metadata.constraints,
      };
      for (const v of validators) {
        if (v.async) return false;
        if (metadata.each && Array.isArray(value)) {
          for (const item of value) if (v.validate(item, args) !== true) return false;
        } else if (v.validate(value, args) !== true) return false; // false, or a Promise
      }
    }
    if (p.nested && value !== undefined && !nestedPass(value)) return false;
  }
  return true;
};

function nestedPass(value: unknown): boolean {
  const items = Array.isArray(value) ? value : [value];
  return items.every(
    (item) =>
      item instanceof Object && !Array.isArray(item) && !isCollection(item) && quickAccept(item),
  );
}

const isCollection = (value: unknown) =>
  value instanceof Set || value instanceof Map || value instanceof Promise;

/** The class's rules grouped by property, or null when it uses something not handled here. */
function propertiesOf(target: Target): Property[] | null {
  if (compiled.has(target)) return compiled.get(target)!;
  const all = getMetadataStorage().getTargetValidationMetadatas(target, '', false, false);
  const byName = new Map<string, ValidationMetadata[]>();
  for (const m of all) byName.set(m.propertyName, [...(byName.get(m.propertyName) ?? []), m]);
  const handled = new Set<string>([
    ValidationTypes.CONDITIONAL_VALIDATION,
    ValidationTypes.IS_DEFINED,
    ValidationTypes.CUSTOM_VALIDATION,
    ValidationTypes.NESTED_VALIDATION,
    ValidationTypes.WHITELIST,
  ]);
  const properties =
    all.length === 0 || all.some((m) => !handled.has(m.type))
      ? null // forbidUnknownValues (no rules at all), or a rule type not handled here
      : [...byName].map(([name, ms]) => ({
          name,
          conditions: ms
            .filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION)
            .map((m) => m.constraints[0] as Property['conditions'][number]),
          checks: [
            ...ms.filter((m) => m.type === ValidationTypes.IS_DEFINED),
            ...ms.filter((m) => m.type === ValidationTypes.CUSTOM_VALIDATION),
          ].map((metadata) => ({
            metadata,
            validators: getMetadataStorage()
              .getTargetValidatorConstraints(metadata.constraintCls)
              .map((c) => ({
                validate: (value: unknown, args: object) =>
                  (c.instance as { validate: (v: unknown, a: object) => unknown }).validate(
                    value,
                    args,
                  ),
                async: c.async,
              })),
          })),
          nested: ms.some((m) => m.type === ValidationTypes.NESTED_VALIDATION),
        }));
  compiled.set(target, properties);
  return properties;
}
