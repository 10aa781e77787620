/** Saves a blob through a temporary download link (the browser's own "save as"). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
