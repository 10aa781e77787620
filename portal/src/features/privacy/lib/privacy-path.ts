/** The privacy page's path: public, no sign-in needed. */
export const PRIVACY_PATH = '/privacy';
