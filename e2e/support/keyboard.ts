// Moving through a page with the keyboard alone, checking at each stop that the focus
// can be seen and that it moved.
import { expect, type Page } from '@playwright/test';

export type Focused = {
  /** 'body' when nothing has focus */
  tag: string;
  role: string | null;
  /** the label, aria-label or text of the focused element (short) */
  name: string;
  /** a focus indicator is drawn: an outline or a box shadow, on the element or where it shows */
  ring: boolean;
  inDialog: boolean;
  checked: boolean | null;
  /** a stable handle to tell elements apart */
  id: string;
};

/** What has the keyboard focus now. */
export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const none = { role: null, name: '', ring: true, inDialog: false, checked: null, id: 'body' };
    if (!el || el === document.body) return { tag: 'body', ...none };
    const drawn = (e: Element | null) => {
      if (!e) return false;
      const style = getComputedStyle(e);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const input = el instanceof HTMLInputElement ? el : null;
    let ring: boolean;
    // A hidden native radio (MUI) shows its focus on its label; a field on its outline.
    if (input && (input.type === 'radio' || input.type === 'checkbox'))
      ring = drawn(input.closest('label'));
    else if (input || el instanceof HTMLTextAreaElement)
      ring = drawn(el) || drawn(el.parentElement) || !!el.closest('.MuiInputBase-root.Mui-focused');
    else ring = drawn(el);
    const name = (
      el.getAttribute('aria-label') ||
      (input?.labels?.[0]?.textContent ?? '') ||
      el.textContent ||
      ''
    )
      .trim()
      .slice(0, 80);
    if (!el.dataset.kbId) el.dataset.kbId = Math.random().toString(36).slice(2);
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? (input ? input.type : null),
      name,
      ring,
      inDialog: !!el.closest('[role="dialog"]'),
      checked: input ? input.checked : null,
      id: el.dataset.kbId,
    };
  });

const describe = (f: Focused) => `${f.tag}[${f.role ?? ''}] "${f.name}"`;

/**
 * Presses Tab (or Shift+Tab) until `wanted` has the focus, at most `max` times. Every stop must
 * show a focus ring, and every press must move the focus (a stuck focus is a trap). Answers the
 * stops on the way, the wanted one last.
 */
export async function tabTo(
  page: Page,
  wanted: (f: Focused) => boolean,
  { back = false, max = 60 } = {},
): Promise<Focused[]> {
  const path: Focused[] = [];
  let previous = await focused(page);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    path.push(now);
    expect(now.ring, `no visible focus on ${describe(now)}`).toBe(true);
    expect(now.id === previous.id && now.id !== 'body', `focus stuck on ${describe(now)}`).toBe(
      false,
    );
    if (wanted(now)) return path;
    previous = now;
  }
  throw new Error(`not reached in ${max} presses: ${path.map(describe).join(' → ')}`);
}

/** A matcher for tabTo: a button (or link, tab) by its name. */
export const named =
  (name: string | RegExp, role?: string) =>
  (f: Focused): boolean =>
    (typeof name === 'string' ? f.name === name : name.test(f.name)) &&
    (role === undefined || f.role === role || f.tag === role);

export const isRadio = (f: Focused): boolean => f.role === 'radio';
