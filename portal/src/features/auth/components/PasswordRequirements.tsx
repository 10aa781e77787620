import { passwordRequirements } from '@aspire/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type PasswordRequirementsProps = { password: string };

/**
 * The visible list of password requirements, each ticked once met
 * (docs/product/access.md, "The registration form"). Its accessible name avoids the word 'password'
 * so a label lookup of 'Password' finds only the input.
 */
export function PasswordRequirements({ password }: PasswordRequirementsProps) {
  return (
    <Box component="ul" aria-label="Requirements" sx={{ m: 0, mb: 1, pl: 2.5, listStyle: 'none' }}>
      {passwordRequirements(password).map(({ label, met }) => (
        <Typography
          key={label}
          component="li"
          variant="body2"
          data-met={met}
          sx={{ color: met ? 'success.main' : 'text.secondary' }}
        >
          {met ? '✓' : '•'} {label}
        </Typography>
      ))}
    </Box>
  );
}
