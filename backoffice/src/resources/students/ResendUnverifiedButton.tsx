import SendIcon from '@mui/icons-material/Send';
import { UNVERIFIED_DAYS_DEFAULT } from '@aspire/domain';
import { useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { chaseSummary } from '../../reports/report-api';

/** With the "not verified" filter on: resend to every student it lists, then say what happened. */
export const ResendUnverifiedButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'students', action: 'resend-verification' });
  if (!canAccess || filterValues.status !== 'unverified') return null;
  const days = Number.isInteger(filterValues.unverified_days)
    ? (filterValues.unverified_days as number)
    : UNVERIFIED_DAYS_DEFAULT;

  const resend = async () => {
    setBusy(true);
    try {
      const { data: r } = await dataProvider.resendUnverified({
        days,
        year_group: (filterValues.year_group as string) || undefined,
        class_name: (filterValues.class_name as string) || undefined,
      });
      notify(chaseSummary(r), { type: 'info' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="Resend verification" disabled={busy} onClick={() => void resend()}>
      <SendIcon />
    </Button>
  );
};
