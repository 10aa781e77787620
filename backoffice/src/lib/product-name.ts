import { PAGE_CONFIG_ELEMENT_ID } from '@aspire/domain';

const DEFAULT_PRODUCT_NAME = 'Aspire';

/**
 * The configured product name (PRODUCT_NAME), from the configuration the server writes into the
 * page it serves; "Aspire" where there is none (`vite dev`, a test) or it cannot be read.
 */
export function productName(): string {
  try {
    const text = document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent ?? 'null';
    const name = (JSON.parse(text) as { productName?: unknown } | null)?.productName;
    return typeof name === 'string' && name.trim() ? name : DEFAULT_PRODUCT_NAME;
  } catch {
    return DEFAULT_PRODUCT_NAME;
  }
}

/** The back-office's name: its tab, its login heading and its app bar. */
export const backofficeTitle = (): string => `${productName()} Back-office`;
