import { applyDecorators, Type } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiDefaultResponse,
  ApiOkResponse,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptions,
} from '@nestjs/swagger';

/**
 * Property declarations for response classes. A response class `implements` the type its
 * handler returns, so the compiler holds the documented shape to the real one.
 */
const prop = (schema: ApiPropertyOptions, nullable = false, optional = false) =>
  ApiProperty({
    required: !optional,
    ...(nullable ? { nullable: true } : {}),
    ...schema,
  } as ApiPropertyOptions);

export const Out = {
  text: (
    o: { nullable?: boolean; optional?: boolean; enum?: readonly string[]; format?: string } = {},
  ) =>
    prop(
      {
        type: String,
        // OpenAPI 3.0: a nullable enum lists null among its values.
        ...(o.enum ? { enum: [...o.enum, ...(o.nullable ? [null] : [])] } : {}),
        ...(o.format ? { format: o.format } : {}),
      },
      o.nullable,
      o.optional,
    ),
  int: (o: { nullable?: boolean; optional?: boolean } = {}) =>
    prop({ type: 'integer' }, o.nullable, o.optional),
  number: (o: { nullable?: boolean } = {}) => prop({ type: 'number' }, o.nullable),
  bool: () => prop({ type: Boolean }),
  /** A date-time, sent as its ISO 8601 text. */
  date: (o: { nullable?: boolean } = {}) => prop({ type: String, format: 'date-time' }, o.nullable),
  texts: (o: { nullable?: boolean } = {}) => prop({ type: [String] }, o.nullable),
  numbers: () => prop({ type: [Number] }),
  /** Another response class, or a list of them. */
  of: (type: () => Type<unknown>, o: { list?: boolean; nullable?: boolean } = {}) =>
    prop({ type: () => type(), ...(o.list ? { isArray: true } : {}) }, o.nullable),
  /** A JSON object whose shape varies (an audit row's record before and after). */
  json: (o: { nullable?: boolean } = {}) =>
    prop({ type: 'object', additionalProperties: true } as ApiPropertyOptions, o.nullable),
  /** An object keyed by name (e.g. facet notes): values of one type. */
  map: (values: ApiPropertyOptions, o: { nullable?: boolean } = {}) =>
    prop({ type: 'object', additionalProperties: values as never }, o.nullable),
};

/** What an async service method resolves to: response classes `implements` it. */
export type Returned<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

/**
 * Every answer that is not a success: `{ error }` (docs/architecture.md, "How a request flows").
 */
export class ErrorResponse {
  @Out.text() error: string;
}

/** A confirmation the client shows. */
export class MessageResponse {
  @Out.text() message: string;
}

/** Documents a route's success answer; errors are the default response, `{ error }`. */
export const Answers = (type: Type<unknown> | [Type<unknown>], status: 200 | 201 = 200) =>
  applyDecorators(
    status === 201 ? ApiCreatedResponse({ type }) : ApiOkResponse({ type }),
    ApiDefaultResponse({
      type: ErrorResponse,
      description: 'Refused: `{ error }` with the reason.',
    }),
  );

/** A route that answers a CSV download. */
export const AnswersCsv = () =>
  applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({ description: 'A UTF-8 CSV file', schema: { type: 'string' } }),
    ApiDefaultResponse({
      type: ErrorResponse,
      description: 'Refused: `{ error }` with the reason.',
    }),
  );
