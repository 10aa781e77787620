/** The portal's page for a parent's link; the token is the only part that is secret. */
export const SHARED_PATH = '/shared';
export const SHARING_PATH = '/sharing';

export const shareUrl = (token: string, origin = window.location.origin) =>
  `${origin}${SHARED_PATH}/${token}`;
