import { forbiddenCharactersMessage, hasForbiddenCharacters } from '@aspire/domain';
import { applyDecorators, Type as Class } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';
import { INT_MAX, LENGTH } from '../../database/columns';

/**
 * One declaration per request field: each decorator below applies the class-validator rules
 * and writes the same bounds into the OpenAPI document, so what is validated and what is
 * documented cannot drift apart ("the API contract is typed once").
 */
type Common = {
  /** May be left out. */
  optional?: boolean;
  /** May be null (a form's "none"); implies optional. */
  nullable?: boolean;
  /** The message when the value is missing or of the wrong type (the spec's text where it has one). */
  message?: string;
  description?: string;
  example?: unknown;
};

const docs = (common: Common, schema: ApiPropertyOptions): PropertyDecorator =>
  ApiProperty({
    required: !common.optional && !common.nullable,
    ...(common.nullable ? { nullable: true } : {}),
    ...(common.description ? { description: common.description } : {}),
    ...(common.example !== undefined ? { example: common.example } : {}),
    ...schema,
  } as ApiPropertyOptions);

const opts = (common: Common, each = false): ValidationOptions => ({
  ...(common.message ? { message: common.message } : {}),
  ...(each ? { each: true } : {}),
});

/**
 * Left out, the field is not checked; null is accepted only where declared, so a service that
 * treats "given" as "to be written" never writes null into a NOT NULL column.
 */
const optional = (common: Common): PropertyDecorator[] =>
  common.nullable
    ? [IsOptional()]
    : common.optional
      ? [ValidateIf((_object, value) => value !== undefined)]
      : [];

/** No control characters (NUL, BEL, ESC…) and no lone surrogates; texts may hold line breaks. */
export const PlainText = (multiline = false, options: ValidationOptions = {}) =>
  ValidateBy(
    {
      name: 'plainText',
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || !hasForbiddenCharacters(value, multiline),
        defaultMessage: (args) => forbiddenCharactersMessage(args?.property ?? 'The text'),
      },
    },
    options,
  );

type TextOptions = Common & {
  max: number;
  min?: number;
  pattern?: RegExp;
  /** Line breaks and tabs allowed (question texts, notes, insights). */
  multiline?: boolean;
  format?: string;
};

/** A string of at most `max` characters (the column's size), without control characters. */
export function TextField(o: TextOptions) {
  return applyDecorators(
    docs(o, {
      type: String,
      maxLength: o.max,
      ...(o.min ? { minLength: o.min } : {}),
      ...(o.pattern ? { pattern: o.pattern.source } : {}),
      ...(o.format ? { format: o.format } : {}),
    }),
    ...optional(o),
    IsString(opts(o)),
    ...(o.min ? [MinLength(o.min)] : []),
    MaxLength(o.max),
    ...(o.pattern ? [Matches(o.pattern, opts(o))] : []),
    PlainText(o.multiline),
  );
}

type IntOptions = Common & { min?: number; max?: number };

/**
 * A whole number that fits a signed 32-bit column unless a smaller range is given; `message`
 * also answers a number out of range.
 */
export function IntField(o: IntOptions = {}) {
  const min = o.min ?? -INT_MAX - 1;
  const max = o.max ?? INT_MAX;
  return applyDecorators(
    docs(o, { type: 'integer', minimum: min, maximum: max }),
    ...optional(o),
    IsInt(opts(o)),
    Min(min, opts(o)),
    Max(max, opts(o)),
  );
}

/** A finite number in a range (e.g. an average score). */
export function NumberField(o: Common & { min: number; max: number }) {
  return applyDecorators(
    docs(o, { type: 'number', minimum: o.min, maximum: o.max }),
    ...optional(o),
    IsNumber({ allowNaN: false, allowInfinity: false }, opts(o)),
    Min(o.min),
    Max(o.max),
  );
}

/** An ISO 8601 date and time, as the browser sends it. */
export function DateTimeField(o: Common = {}) {
  return applyDecorators(
    docs(o, { type: String, format: 'date-time', maxLength: 40 }),
    ...optional(o),
    IsISO8601({}, opts(o)),
    MaxLength(40),
  );
}

/** A JSON object the server does not read (kept for clients that send it), bounded by the body limits. */
export function OpaqueObjectField(o: Common = {}) {
  return applyDecorators(
    docs(o, { type: 'object', additionalProperties: true }),
    ...optional(o),
    IsObject(opts(o)),
  );
}

/** true or false. */
export function BoolField(o: Common = {}) {
  return applyDecorators(docs(o, { type: Boolean }), ...optional(o), IsBoolean(opts(o)));
}

/** One of a fixed list of strings. */
export function EnumField(values: readonly string[], o: Common = {}) {
  return applyDecorators(
    docs(o, { type: String, enum: [...values, ...(o.nullable ? [null] : [])] }),
    ...optional(o),
    IsIn([...values], opts(o)),
  );
}

/** A list of short strings (tags, facets, subjects), each capped like its column. */
export function TextListField(o: Common & { maxItems: number; max: number }) {
  return applyDecorators(
    docs(o, {
      type: 'array',
      items: { type: 'string', maxLength: o.max },
      maxItems: o.maxItems,
    }),
    ...optional(o),
    IsArray(opts(o)),
    ArrayMaxSize(o.maxItems),
    IsString(opts(o, true)),
    MaxLength(o.max, { each: true }),
    PlainText(false, { each: true }),
  );
}

/** A nested object, or a list of them (`maxItems`), validated by its own DTO class. */
export function NestedField(type: () => Class<unknown>, o: Common & { maxItems?: number } = {}) {
  const list = o.maxItems !== undefined;
  return applyDecorators(
    // A lazy type: the swagger module recognises it by its name, `type`.
    docs(o, { type: () => type(), ...(list ? { isArray: true, maxItems: o.maxItems } : {}) }),
    ...optional(o),
    // A single nested value must be an object: `[]` would pass ValidateNested with no item to check.
    ...(list ? [IsArray(opts(o)), ArrayMaxSize(o.maxItems!)] : [IsObject(opts(o))]),
    ValidateNested({ ...opts(o), each: list }),
    Type(type),
  );
}

/** A field checked by a rule from `domain/` (which returns the exact message or null). */
export function RuleField(
  rule: (value: unknown) => string | null,
  schema: ApiPropertyOptions,
  o: Common = {},
) {
  return applyDecorators(
    docs(o, schema),
    ...optional(o),
    ValidateBy({
      name: rule.name || 'rule',
      validator: {
        validate: (value: unknown) => rule(value) === null,
        defaultMessage: (args) => rule(args?.value) ?? 'Invalid value.',
      },
    }),
  );
}

/**
 * A read-only field that react-admin sends back with the whole record on save: accepted when
 * it has its documented type, then ignored.
 */
export function EchoedField(schema: 'integer' | 'string' | 'date-time') {
  const check =
    schema === 'integer'
      ? IsInt()
      : applyDecorators(IsString(), MaxLength(schema === 'date-time' ? 40 : 254), PlainText());
  return applyDecorators(
    ApiProperty({
      required: false,
      readOnly: true,
      nullable: true,
      ...(schema === 'date-time' ? { type: String, format: 'date-time' } : { type: schema }),
    }),
    IsOptional(),
    check,
  );
}

/** Query strings and some forms send numbers as text: "12" becomes 12 before an IntField. */
export const NumericText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*-?\d{1,16}\s*$/.test(value) ? Number(value) : value,
  );

/** A form's empty field ('') means "none" (null). */
export const EmptyAsNull = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

/** A user's id in a body or query (the OwnershipGuard compares it with the caller's). */
export const UserIdField = () =>
  TextField({ max: LENGTH.uuid, format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
