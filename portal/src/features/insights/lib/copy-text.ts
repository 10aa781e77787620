/** Writes text to the clipboard; false when the browser refuses or has no clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The external chat assistant that Ask Grok opens
 * (docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
export const GROK_URL = 'https://grok.com';

export const openInNewTab = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};
