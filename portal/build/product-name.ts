import { pageConfigToken } from '@aspire/domain';
import type { Plugin } from 'vite';

/** The product's name as index.html writes it, for `vite dev` (no server to fill a token there). */
const SOURCE_NAME = 'Aspire';

/**
 * The built pages' `<title>` and description name the product by its token, so the server writes
 * its configured PRODUCT_NAME there as in the drawn sign-in screen (domain's page-config.ts): the
 * first paint's tab and a search result say the school's name, not the build's. Runs before the
 * plugins that copy index.html (the sign-in and dashboard pages).
 */
export function productNameInPages(): Plugin {
  return {
    name: 'aspire:product-name-in-pages',
    apply: 'build',
    transformIndexHtml(html) {
      const title = `<title>${SOURCE_NAME}</title>`;
      const description = `content="${SOURCE_NAME}: `;
      if (!html.includes(title) || !html.includes(description)) {
        throw new Error(`index.html no longer has ${title} and a description naming the product`);
      }
      const token = pageConfigToken('productName');
      return html
        .replace(title, `<title>${token}</title>`)
        .replace(description, `content="${token}: `);
    },
  };
}
