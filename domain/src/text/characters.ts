/**
 * Characters no name or text may hold: C0 and C1 control characters (NUL, BEL,
 * ESC…), DEL, and lone UTF-16 surrogates (they cannot be encoded as UTF-8, so MySQL refuses or
 * mangles them). Multi-line texts may still hold tab, line feed and carriage return.
 */
// Matching control characters is the point of these two expressions.
// eslint-disable-next-line no-control-regex
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const FORBIDDEN_CHARACTERS = 'contains characters that are not allowed';

/** True when a one-line name (or, with `multiline`, a text) holds a forbidden character. */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? TEXT_CONTROLS : LINE_CONTROLS).test(value) || LONE_SURROGATE.test(value);
}

/** The message for a field, e.g. "name contains characters that are not allowed." */
export const forbiddenCharactersMessage = (field: string): string =>
  `${field} ${FORBIDDEN_CHARACTERS}.`;
