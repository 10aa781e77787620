import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Responses = Record<string, { content?: Record<string, unknown> }>;
type OpenApi = { paths: Record<string, Record<string, { responses?: Responses }>> };

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * OpenAPI 3.0 writes a nullable object of another schema as `{ nullable: true, allOf: [{$ref}] }`
 * (what @nestjs/swagger emits); Ajv applies `nullable` to `type` alone and still checks null
 * against the reference, so such a node becomes "null, or the rest".
 */
function nullableRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableRefs);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, nullableRefs(v)]),
  ) as Record<string, unknown>;
  if (out.nullable !== true || !Array.isArray(out.allOf)) return out;
  const { nullable: _n, ...rest } = out;
  return { anyOf: [{ type: 'null' }, rest] };
}

/**
 * Checks an answer against the schema the OpenAPI document gives for its route and status, so
 * the documented responses are held to what the server really sends.
 */
export class ResponseSchemas {
  private readonly ajv = new Ajv({ strict: false, logger: false, allErrors: false });
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly doc: OpenApi) {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...(nullableRefs(doc) as object), $id: 'openapi' });
  }

  /** Null when the body fits (or the route documents no JSON body for the status), else why not. */
  problem(method: string, template: string, status: number, body: unknown): string | null {
    const key = `${method} ${template} ${status}`;
    if (!this.compiled.has(key)) {
      const responses = this.doc.paths[template]?.[method]?.responses ?? {};
      const has = responses[String(status)]?.content?.['application/json'];
      this.compiled.set(
        key,
        has
          ? this.ajv.compile({
              $ref: `openapi#/${pointer('paths', template, method, 'responses', String(status), 'content', 'application/json', 'schema')}`,
            })
          : null,
      );
    }
    const validate = this.compiled.get(key);
    if (!validate) return null;
    // What the client receives: dates as text, no undefined.
    const json = JSON.parse(JSON.stringify(body ?? null)) as unknown;
    return validate(json) ? null : this.ajv.errorsText(validate.errors);
  }
}
