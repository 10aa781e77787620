import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePublicConfig } from '../config/get-public-config';
import { documentTitle } from './page-titles';

/**
 * Keeps the document's title on the screen shown and the configured product name (the pages'
 * own `<title>` is the product's name, written by the server). Draws nothing, so the sign-in page
 * drawn at build time is adopted as it is.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { productName } = usePublicConfig();
  useEffect(() => {
    document.title = documentTitle(pathname, productName);
  }, [pathname, productName]);
  return null;
}
