import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AppError } from '../common/app-error';

/** ra-data-simple-rest list parameters, each a JSON string (DESIGN §7). */
export class ListQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @IsOptional()
  @IsString()
  @MaxLength(4000)
  filter?: string;
}

export type SortOrder = 'ASC' | 'DESC';
export type ListParams = {
  sort: [string, SortOrder] | null;
  range: [number, number] | null;
  filter: Record<string, unknown>;
};

const MAX_PAGE = 1000;

function json(value: string | undefined, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw AppError.badRequest(`The ${name} parameter must be JSON.`);
  }
}

export function parseListQuery(query: ListQuery): ListParams {
  const sort = json(query.sort, 'sort');
  const range = json(query.range, 'range');
  const filter = json(query.filter, 'filter') ?? {};
  const validSort =
    Array.isArray(sort) &&
    sort.length === 2 &&
    typeof sort[0] === 'string' &&
    ['ASC', 'DESC'].includes(String(sort[1]).toUpperCase());
  if (sort !== undefined && !validSort)
    throw AppError.badRequest('sort must be ["field","ASC|DESC"].');
  const validRange =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((n) => Number.isInteger(n) && n >= 0) &&
    range[1] >= range[0] &&
    range[1] - range[0] < MAX_PAGE;
  if (range !== undefined && !validRange) {
    throw AppError.badRequest(`range must be [start,end] with at most ${MAX_PAGE} rows.`);
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw AppError.badRequest('filter must be a JSON object.');
  }
  return {
    sort: validSort ? [sort[0] as string, String(sort[1]).toUpperCase() as SortOrder] : null,
    range: validRange ? (range as [number, number]) : null,
    filter: filter as Record<string, unknown>,
  };
}
