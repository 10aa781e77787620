import fc from 'fast-check';

/** The parts of an OpenAPI 3 schema the generators read. */
export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  example?: unknown;
  readOnly?: boolean;
};

export type Doc = { components: { schemas: Record<string, Schema> } };

/** Ids that exist in the test's world, so generated requests reach the handlers. */
export type Pools = { userIds: string[]; emails: string[] };

const INT_31 = 2 ** 31;

/** Values no field should take: control characters, broken Unicode, prototype names. */
const HOSTILE_TEXT = [
  '',
  ' ',
  'a\u0000b',
  'bell\u0007',
  '\u001b[31mred',
  'half \ud83d',
  '\udc00 low',
  'next\u0085line',
  'right\u202eleft',
  '__proto__',
  'constructor',
  'toString',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  'zoë@dëmo.test',
  '%00',
  '../../etc/passwd',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  1.5,
  INT_31,
  INT_31 - 1,
  -INT_31 - 1,
  2 ** 53,
  1e20,
  1e308,
  -0,
  Number.MIN_VALUE,
];

/** Nested `depth` levels deep: just within, or past, the parser's limit. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

export class Generators {
  constructor(
    private readonly doc: Doc,
    private readonly pools: Pools,
  ) {}

  resolve(schema: Schema): Schema {
    if (!schema.$ref) return schema;
    return this.doc.components.schemas[schema.$ref.split('/').pop()!];
  }

  /** A value the schema accepts (kept small, with the edges: empty, maximum length, bounds). */
  valid(input: Schema): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    if (schema.oneOf) return fc.oneof(...schema.oneOf.map((s) => this.valid(s)));
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type ?? 'any') {
      case 'integer': {
        const min = schema.minimum ?? -1000;
        const max = schema.maximum ?? 1000;
        return fc.oneof(
          fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) }),
          fc.constantFrom(min, max),
        );
      }
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1000,
          max: schema.maximum ?? 1000,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(this.valid(schema.items ?? {}), {
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      case 'object':
        return schema.properties
          ? this.object(schema)
          : fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      case 'string':
        return this.string(schema);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private object(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
    const props = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, s]) => [name, this.valid(s)]),
    );
    return fc.record(props, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
      Record<string, unknown>
    >;
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const max = schema.maxLength ?? 64;
    if (schema.format === 'uuid') return fc.constantFrom(...this.pools.userIds);
    if (schema.format === 'email') return fc.constantFrom(...this.pools.emails);
    if (schema.format === 'date-time')
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    if (schema.format === 'password') return fc.constantFrom('Str0ng!Pass', 'Wrong!Pass1', 'x');
    if (schema.pattern)
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max);
    const words = fc.string({
      unit: 'grapheme',
      minLength: schema.minLength ?? 0,
      maxLength: Math.min(max, 24),
    });
    return fc.oneof(
      { weight: 4, arbitrary: words },
      // Exactly as long as the column allows, in 4-byte characters: the largest value that fits.
      {
        weight: 1,
        arbitrary: fc.constant('🎓'.repeat(Math.max(schema.minLength ?? 0, Math.floor(max / 2)))),
      },
    );
  }

  /** A value the schema refuses, or one at a boundary that must not crash anything. */
  hostile(input: Schema): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const max = schema.maxLength ?? 1000;
    const common: fc.Arbitrary<unknown>[] = [
      fc.constantFrom<unknown>(null, true, [], {}, [[]], { __proto__: null, x: 1 }),
      fc.constantFrom(...HOSTILE_TEXT),
      fc.constantFrom(...HOSTILE_NUMBERS),
      fc.constantFrom(nested(8), nested(31)),
      // Longer than the column by one, and far longer.
      fc.constantFrom('x'.repeat(max + 1), '€'.repeat(max + 1), 'y'.repeat(70_000)),
    ];
    if (schema.type === 'integer' || schema.type === 'number') {
      common.push(
        fc.constantFrom(
          (schema.maximum ?? INT_31) + 1,
          (schema.minimum ?? -INT_31) - 1,
          String(INT_31),
          '12',
          '1e3',
        ),
      );
    }
    if (schema.type === 'array') {
      const item = this.valid(schema.items ?? {});
      common.push(
        fc.array(item, {
          minLength: (schema.maxItems ?? 50) + 1,
          maxLength: (schema.maxItems ?? 50) + 1,
        }),
        fc.array(this.hostile(schema.items ?? {}), { minLength: 1, maxLength: 2 }),
      );
    }
    if (schema.properties) {
      common.push(this.mutated(schema));
    }
    return fc.oneof(...common);
  }

  /** A valid object with one field made hostile, or an unknown field added. */
  mutated(input: Schema): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const names = Object.keys(schema.properties ?? {});
    const base = this.valid(schema) as fc.Arbitrary<Record<string, unknown>>;
    if (!names.length) return base;
    return fc.oneof(
      {
        weight: 5,
        arbitrary: fc
          .tuple(base, fc.constantFrom(...names))
          .chain(([body, name]) =>
            this.hostile(schema.properties![name]).map((value) => ({ ...body, [name]: value })),
          ),
      },
      {
        weight: 1,
        arbitrary: base.map((body) => ({ ...body, isAdmin: true, role: 'admin', school_id: 1 })),
      },
    );
  }
}
