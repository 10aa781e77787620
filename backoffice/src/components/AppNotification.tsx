import { Notification } from 'react-admin';

/** spec 000 §2 and §9: toasts appear top-right and close after 3 seconds. */
export const NOTIFICATION_MS = 3000;

export const AppNotification = () => (
  <Notification
    autoHideDuration={NOTIFICATION_MS}
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
  />
);
