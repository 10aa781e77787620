import { Notification } from 'react-admin';

/** Toasts appear top-right and close after 3 seconds (as in the original whitelist manager). */
export const NOTIFICATION_MS = 3000;

export const AppNotification = () => (
  <Notification
    autoHideDuration={NOTIFICATION_MS}
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
  />
);
