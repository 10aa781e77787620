import MailIcon from '@mui/icons-material/ForwardToInbox';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { chaseSummary } from '../../reports/report-api';

/**
 * "Invite the not registered": mails every rostered address of the listed year group and class
 * that nobody registered with; the server sends each at most once a day and says what it skipped
 * (docs/product/coordinators.md, "Students").
 */
export const InviteUnregisteredButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'students', action: 'invite' });
  if (!canAccess) return null;

  const invite = async () => {
    setBusy(true);
    try {
      const { data: r } = await dataProvider.inviteUnregistered({
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
    <LabelledButton
      label="Invite the not registered"
      disabled={busy}
      onClick={() => void invite()}
      icon={<MailIcon />}
    />
  );
};
