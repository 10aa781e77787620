/** Sends the browser to another app on this host, replacing the current history entry. */
export function leaveTo(url: string): void {
  window.location.replace(url);
}
