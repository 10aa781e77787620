import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePublicConfig } from '../config/get-public-config';
import { documentTitle } from './page-titles';

/**
 * Keeps the document's title on the screen shown and the configured product name (a page's own
 * `<title>`, written by the server, names the product, or the sign-in screen on the page drawn
 * for it). Draws nothing, so the drawn sign-in page is adopted as it is.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { productName } = usePublicConfig();
  useEffect(() => {
    document.title = documentTitle(pathname, productName);
  }, [pathname, productName]);
  return null;
}
