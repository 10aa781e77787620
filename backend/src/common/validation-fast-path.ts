import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { TransformationType } from 'class-transformer';
import type { MetadataStorage as TransformStorage } from 'class-transformer/types/MetadataStorage';

// The storage of @Type/@Transform/@Expose, which class-transformer does not export from its
// index (@nestjs/mapped-types reads it from the same file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: TransformStorage;
};

type Class = new () => object;
type Metadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];
type Check = { validate: (value: unknown, args: object) => unknown; metadata: Metadata };
type Property = {
  conditions: Metadata[];
  checks: Check[];
  /** The class of a nested object or of a list's items (@Type with @ValidateNested). */
  nested?: Plan;
};
type Plan = { type: Class; properties: Map<string, Property> };

/** What a DTO class's plan says about a value it cannot decide (the full pipe then decides). */
export const UNDECIDED = Symbol('undecided');

const PRIMITIVE = new Set(['string', 'number', 'boolean']);
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};
const isPromise = (value: unknown) => typeof (value as Promise<unknown>)?.then === 'function';

let plans = new WeakMap<Class, Plan | null>();

/** Forgets every plan: a rule registered after a plan was made must be part of the next one. */
export function forgetPlans(): void {
  plans = new WeakMap();
}

/**
 * The rules class-validator and class-transformer hold for `type`, gathered once, or null when
 * the class uses something outside what `accept` mirrors (custom transforms, exposure rules,
 * async or "is defined" rules, discriminators, nested values without their class, sets, maps).
 */
function planOf(type: Class, seen = new Set<Class>()): Plan | null {
  const known = plans.get(type);
  if (known !== undefined) return known;
  if (seen.has(type)) return null; // a class that contains itself: left to the full pipe
  seen.add(type);
  const plan = makePlan(type, seen);
  plans.set(type, plan);
  return plan;
}

function makePlan(type: Class, seen: Set<Class>): Plan | null {
  const storage = getMetadataStorage();
  const transforms = defaultMetadataStorage;
  if (transforms.getStrategy(type) !== 'none') return null;
  if (transforms.getExposedMetadatas(type).length || transforms.getExcludedMetadatas(type).length) {
    return null;
  }
  const metadatas = storage.getTargetValidationMetadatas(type, '', false, false);
  if (!metadatas.length) return null;
  const grouped = storage.groupByPropertyName(metadatas);
  // A field the constructor sets but no rule declares: whitelisting refuses every body.
  if (Object.keys(new type()).some((key) => !grouped[key])) return null;
  const properties = new Map<string, Property>();
  for (const [name, own] of Object.entries(grouped)) {
    if (transforms.findTransformMetadatas(type, name, TransformationType.PLAIN_TO_CLASS).length) {
      return null;
    }
    const designType = Reflect.getMetadata('design:type', type.prototype, name) as unknown;
    if (designType === Set || designType === Map) return null;
    const property: Property = { conditions: [], checks: [] };
    for (const metadata of own) {
      if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION) {
        property.conditions.push(metadata);
      } else if (metadata.type === ValidationTypes.CUSTOM_VALIDATION) {
        for (const constraint of storage.getTargetValidatorConstraints(metadata.constraintCls)) {
          if (constraint.async) return null;
          const instance = constraint.instance as Check;
          property.checks.push({ validate: instance.validate.bind(instance), metadata });
        }
      } else if (metadata.type === ValidationTypes.NESTED_VALIDATION) {
        const typed = transforms.findTypeMetadata(type, name);
        if (!typed || typed.options?.discriminator) return null;
        const nestedType = typed.typeFunction() as Class | undefined;
        const nested = typeof nestedType === 'function' ? planOf(nestedType, seen) : null;
        if (!nested) return null;
        property.nested = nested;
      } else {
        return null;
      }
    }
    if (!property.nested && transforms.findTypeMetadata(type, name)) return null;
    properties.set(name, property);
  }
  return { type, properties };
}

/**
 * class-transformer's plainToInstance for the values a JSON body holds: a new instance of the
 * class holding the body's keys, nested objects as instances of their @Type, lists copied.
 * Any key the class does not declare (whitelisting refuses it, `__proto__` among them) and
 * any object without a class leaves the value undecided.
 */
function build(value: unknown, plan: Plan): object | typeof UNDECIDED {
  if (!isPlainObject(value)) return UNDECIDED;
  const entity = new plan.type() as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    const property = plan.properties.get(key);
    if (!property) return UNDECIDED;
    const copy = copied(value[key], property.nested);
    if (copy === UNDECIDED) return UNDECIDED;
    entity[key] = copy;
  }
  return entity;
}

function copied(value: unknown, nested: Plan | undefined): unknown {
  if (value === null || PRIMITIVE.has(typeof value)) return value;
  if (Array.isArray(value)) {
    const list: unknown[] = [];
    for (const item of value) {
      const copy = nested ? build(item, nested) : PRIMITIVE.has(typeof item) ? item : UNDECIDED;
      if (copy === UNDECIDED) return UNDECIDED;
      list.push(copy);
    }
    return list;
  }
  return nested ? build(value, nested) : UNDECIDED;
}

/** class-validator's ValidationExecutor on an instance `build` made, without its error objects. */
function valid(entity: Record<string, unknown>, plan: Plan): boolean {
  for (const [property, { conditions, checks, nested }] of plan.properties) {
    const value = entity[property];
    if (!conditions.every((c) => (c.constraints[0] as Condition)(entity, value))) continue;
    for (const { validate, metadata } of checks) {
      const args = {
        targetName: plan.type.name,
        property,
        object: entity,
        value,
        constraints: metadata.constraints,
      };
      const values = metadata.each && Array.isArray(value) ? value : [value];
      for (const item of values) {
        const result = validate(item, args);
        if (isPromise(result) || !result) return false;
      }
    }
    if (nested && value !== undefined) {
      const items = Array.isArray(value) ? (value as unknown[]) : [value];
      for (const item of items) {
        if (!(item instanceof nested.type) || !valid(item as Record<string, unknown>, nested)) {
          return false;
        }
      }
    }
  }
  return true;
}
type Condition = (object: object, value: unknown) => boolean;

/**
 * Issue 14 (P3): the DTO instance the ValidationPipe would return for a JSON body that passes
 * every rule of its class, or UNDECIDED. Only acceptance is decided here, by class-validator's
 * own constraint functions; everything else (every refusal with its message, query strings,
 * classes with transforms) goes through the pipe as before. The pipe spends most of its time
 * on objects a valid body never needs: a ValidationError per property and item, a metadata
 * search per object (0.5 ms for a batch of 100 answers).
 */
export function accept(value: unknown, type: Class): object | typeof UNDECIDED {
  const plan = planOf(type);
  if (!plan) return UNDECIDED;
  const entity = build(value, plan);
  if (entity === UNDECIDED) return UNDECIDED;
  return valid(entity as Record<string, unknown>, plan) ? entity : UNDECIDED;
}
