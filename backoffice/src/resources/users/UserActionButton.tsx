import { useState, type MouseEvent, type ReactElement } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminDataProvider, UserAction } from '../../providers/dataProvider';

export type UserActionButtonProps = {
  action: UserAction;
  label: string;
  icon: ReactElement;
  /** The server's answer has a message; this is shown when it has none. */
  doneMessage: string;
  disabled?: boolean;
};

/** A POST /users/:id/<action> button that shows the server's message and reloads the record. */
export const UserActionButton = ({
  action,
  label,
  icon,
  doneMessage,
  disabled = false,
}: UserActionButtonProps) => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'users', action, record });
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return null;

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.userAction(record.id, action);
      notify(data.message || doneMessage, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || `${label} failed.`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={label}
      disabled={disabled || busy}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        void run();
      }}
    >
      {icon}
    </Button>
  );
};
