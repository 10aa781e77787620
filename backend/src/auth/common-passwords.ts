import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The composition rule (docs/product/access.md, "The registration form") lets `Password1!` through.
 * NIST 800-63B asks for a blocklist of common passwords; we use the ranked list zxcvbn ships
 * (top 10,000), and compare
 * the word a user decorated to satisfy the rule: `Summer2024!` is checked as `summer`.
 */
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000));

export const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return COMMON.has(lower) || (core.length >= 3 && COMMON.has(core));
}
