import { emailsAddedMessage, INVITE_LIMIT } from '@aspire/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AccountStatus } from '../hooks/use-account-status';
import { ACCOUNT_ACTIONS, ACTION_LABELS, type AccountAction } from '../lib/account-actions';

type ActionListProps = { status: AccountStatus; onChoose: (action: AccountAction) => void };

function InviteStatus({ status }: { status: AccountStatus }) {
  const lock = status.locks.invite;
  return (
    <Box sx={{ mt: 0.5 }}>
      {/* At the limit the lock says the counter itself (once). */}
      {status.emailCount !== null && !lock && (
        <Typography variant="body2" data-testid="invite-counter" sx={{ color: 'text.secondary' }}>
          {emailsAddedMessage(status.emailCount, INVITE_LIMIT)}
        </Typography>
      )}
      {lock && (
        <Typography variant="body2" data-testid="invite-lock" sx={{ color: 'text.secondary' }}>
          {lock}
        </Typography>
      )}
      {status.inviteError && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {status.inviteError}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The five actions (docs/product/dashboard.md, "Manage Account"). An action under its cooldown
 * (or at the invite limit) is disabled, with the reason and the dates in its tooltip.
 */
export function ActionList({ status, onChoose }: ActionListProps) {
  return (
    <Stack spacing={1.5}>
      {ACCOUNT_ACTIONS.map((action) => {
        const lock = status.locks[action];
        const button = (
          <Button
            fullWidth
            variant="outlined"
            color={action === 'delete' ? 'error' : 'primary'}
            disabled={Boolean(lock) || (status.loading && action !== 'delete')}
            onClick={() => onChoose(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        );
        return (
          <Box key={action}>
            {lock ? (
              // A disabled button fires no events; the wrapper carries the tooltip.
              <Tooltip title={lock}>
                <span style={{ display: 'block' }} data-testid={`locked-${action}`}>
                  {button}
                </span>
              </Tooltip>
            ) : (
              button
            )}
            {action === 'invite' && <InviteStatus status={status} />}
          </Box>
        );
      })}
    </Stack>
  );
}
