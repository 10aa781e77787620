import { TITLED_ACCESS_ROUTES } from './access-routes';

/** Each screen's name in the browser's title, as its heading names it (WCAG 2.4.2). */
const TITLES = new Map<string, string>([
  ['/login', 'Sign in'],
  ['/register', 'Create your account'],
  ['/reset-password', 'Reset your password'],
  ['/verify-email', 'Email verification'],
  ['/recover', 'Recover your account'],
  ['/sso', 'School sign-in'],
  ['/privacy', 'Your data'],
  ['/sharing', 'Sharing'],
  ...TITLED_ACCESS_ROUTES.map(({ route, title }): [string, string] => [`/${route}`, title]),
]);

/**
 * The document's title at `pathname`: the screen, then the product (`Dashboard – Aspire`), so a
 * tab, a bookmark and a screen reader's announcement of the page name the screen first. A path
 * that is no screen of its own (it leads elsewhere) has the product's name alone.
 */
export function documentTitle(pathname: string, productName: string): string {
  const screen = TITLES.get(pathname.replace(/(.)\/+$/, '$1'));
  return screen ? `${screen} – ${productName}` : productName;
}
