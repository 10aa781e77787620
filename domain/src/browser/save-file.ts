// The browser objects saveFile uses, named here so that domain/ compiles without the DOM or Node
// libraries (the backend shares it); only the portal and the back-office call it.
type Link = {
  href: string;
  download: string;
  style: { display: string };
  click(): void;
  remove(): void;
};
type Browser = {
  document: { createElement(tag: 'a'): Link; body: { appendChild(link: Link): unknown } };
  URL: { createObjectURL(blob: FileContent): string; revokeObjectURL(url: string): void };
  setTimeout(run: () => void, ms: number): unknown;
};
/** A Blob (the DOM's; the type stays the caller's). */
type FileContent = object;

/** How long the file's temporary URL lives after the click. */
export const SAVE_FILE_URL_LIFETIME_MS = 60_000;

/**
 * Saves a blob as a file through a temporary download link (the browser's own "save as"; works
 * in every browser and under Playwright). The URL is revoked a minute later, not at once: some
 * browsers still read it after click() returns, and revoking early cancels their download.
 */
export function saveFile(blob: FileContent, fileName: string): void {
  const { document, URL, setTimeout } = globalThis as unknown as Browser;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVE_FILE_URL_LIFETIME_MS);
}
