import MailIcon from '@mui/icons-material/ForwardToInbox';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { ChaseButton } from './ChaseButton';

/**
 * "Invite the not registered": mails every rostered address of the listed year group and class
 * that nobody registered with; the server sends each at most once a day and says what it skipped
 * (docs/product/coordinators.md, "Students").
 */
export const InviteUnregisteredButton = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <ChaseButton
      label="Invite the not registered"
      icon={<MailIcon />}
      action="invite"
      send={async (filters) => (await dataProvider.inviteUnregistered(filters)).data}
    />
  );
};
