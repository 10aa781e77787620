import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export type TabAction = { label: string; onClick: () => void; primary?: boolean };

type TabActionsProps = {
  actions: readonly TabAction[];
  /** spec 002 §4: the early-retake alert */
  alert: string | null;
  onCloseAlert: () => void;
};

/** The buttons of a dashboard tab and the early-retake alert they may raise. */
export function TabActions({ actions, alert, onCloseAlert }: TabActionsProps) {
  return (
    <>
      {alert && (
        <Alert severity="warning" onClose={onCloseAlert} sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        {actions.map((a) => (
          <Button key={a.label} variant={a.primary ? 'contained' : 'outlined'} onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
      </Stack>
    </>
  );
}
