import SendIcon from '@mui/icons-material/Send';
import { UNVERIFIED_DAYS_DEFAULT } from '@aspire/domain';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { ChaseButton } from './ChaseButton';

/** With the "not verified" filter on: resend to every student it lists, then say what happened. */
export const ResendUnverifiedButton = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <ChaseButton
      label="Resend verification"
      icon={<SendIcon />}
      action="resend-verification"
      shown={(listFilters) => listFilters.status === 'unverified'}
      send={async (filters, listFilters) => {
        const days = Number.isInteger(listFilters.unverified_days)
          ? (listFilters.unverified_days as number)
          : UNVERIFIED_DAYS_DEFAULT;
        return (await dataProvider.resendUnverified({ days, ...filters })).data;
      }}
    />
  );
};
