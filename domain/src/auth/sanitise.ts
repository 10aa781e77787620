const TAG = /<[^>]*>/g;

/**
 * Removes every HTML tag (all text inputs are sanitised;
 * docs/product/access.md, "The registration form"). Repeats until nothing changes, so tags split
 * around another tag (`<scr<b>ipt>`) cannot reassemble.
 */
export function stripTags(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(TAG, '');
    if (next === current) return next;
    current = next;
  }
}
