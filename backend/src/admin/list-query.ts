import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { jsonDepth } from '../common/json-body';
import { INT_MAX } from '../database/columns';

export type SortOrder = 'ASC' | 'DESC';
export type ListParams = {
  sort: [string, SortOrder] | null;
  range: [number, number] | null;
  filter: Record<string, unknown>;
};

const MAX_PAGE = 1000;
/** A filter is a flat object of values (or a list of ids); nothing deeper is read. */
const FILTER_DEPTH = 3;

/** A parameter refused while parsing, kept apart from any JSON value so the validator says why. */
class Refused {
  constructor(readonly message: string) {}
}

const parsed = (name: string, maxLength: number, maxDepth: number) =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return new Refused(`The ${name} parameter must be JSON.`);
    if (value.length > maxLength) return new Refused(`The ${name} parameter is too long.`);
    // Measured before parsing: nothing deeper than a list's filters is ever parsed.
    if (jsonDepth(value, maxDepth) > maxDepth)
      return new Refused(`The ${name} parameter is too deep.`);
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return new Refused(`The ${name} parameter must be JSON.`);
    }
  });

/**
 * One ra-data-simple-rest parameter: a JSON text in the query string
 * (docs/decisions/0039-back-office-lists-and-exports.md), parsed and checked here, so the list
 * service receives typed values.
 */
function JsonParam(o: {
  name: string;
  maxLength: number;
  maxDepth: number;
  description: string;
  example: string;
  valid: (value: unknown) => boolean;
  message: string;
}) {
  return applyDecorators(
    ApiProperty({
      required: false,
      type: String,
      maxLength: o.maxLength,
      description: o.description,
      example: o.example,
    }),
    IsOptional(),
    ValidateBy({
      name: o.name,
      validator: {
        validate: (value: unknown) => !(value instanceof Refused) && o.valid(value),
        defaultMessage: (args) => (args?.value instanceof Refused ? args.value.message : o.message),
      },
    }),
    parsed(o.name, o.maxLength, o.maxDepth),
  );
}

const isSort = (v: unknown): v is [string, string] =>
  Array.isArray(v) &&
  v.length === 2 &&
  typeof v[0] === 'string' &&
  v[0].length <= 64 &&
  ['ASC', 'DESC'].includes(String(v[1]).toUpperCase());

const isRange = (v: unknown): v is [number, number] =>
  Array.isArray(v) &&
  v.length === 2 &&
  v.every((n) => Number.isInteger(n) && n >= 0 && n <= INT_MAX) &&
  v[1] >= v[0] &&
  v[1] - v[0] < MAX_PAGE;

const isFilter = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * ra-data-simple-rest list parameters, each a JSON string
 * (docs/decisions/0039-back-office-lists-and-exports.md).
 */
export class ListQuery {
  @JsonParam({
    name: 'sort',
    maxLength: 200,
    maxDepth: 2,
    description: 'JSON ["field","ASC"|"DESC"]; the field must be one the list can sort by.',
    example: '["id","ASC"]',
    valid: isSort,
    message: 'sort must be ["field","ASC|DESC"].',
  })
  sort?: [string, string];

  @JsonParam({
    name: 'range',
    maxLength: 100,
    maxDepth: 2,
    description: `JSON [start,end], rows counted from 0, at most ${MAX_PAGE} rows.`,
    example: '[0,24]',
    valid: isRange,
    message: `range must be [start,end] with at most ${MAX_PAGE} rows.`,
  })
  range?: [number, number];

  @JsonParam({
    name: 'filter',
    maxLength: 4000,
    maxDepth: FILTER_DEPTH,
    description: 'JSON object of the list\'s filters, e.g. {"q":"text"} or {"id":[1,2]}.',
    example: '{"q":"school"}',
    valid: isFilter,
    message: 'filter must be a JSON object.',
  })
  filter?: Record<string, unknown>;
}

export function parseListQuery(query: ListQuery): ListParams {
  return {
    sort: query.sort ? [query.sort[0], query.sort[1].toUpperCase() as SortOrder] : null,
    range: query.range ?? null,
    filter: query.filter ?? {},
  };
}
