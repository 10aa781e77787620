import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

type WhatsNextDialogProps = { open: boolean; onClose: () => void };

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Read them with someone you trust',
    text: 'Go through your insights with a parent, teacher or school counsellor. Ask them which suggestions sound like you and which surprise them.',
  },
  {
    title: 'Pick two or three paths to explore',
    text: 'For each bold career or programme, look up what people in that job do day to day, what they study, and the entry requirements of a few universities.',
  },
  {
    title: 'Check your subject choices',
    text: 'Make sure the subjects you take next keep these options open. If a programme needs a subject you are not taking, talk to your school early.',
  },
  {
    title: 'Try it out',
    text: 'Taster days, open days, online courses, summer schools, volunteering and job shadowing show you quickly whether an idea fits.',
  },
  {
    title: 'Talk to people who do it',
    text: 'Students and professionals in these fields can tell you what the brochures leave out. Prepare three questions before you ask.',
  },
  {
    title: 'Keep the conversation going',
    text: 'Copy Insights saves the text for your notes. Ask Grok copies your profile so you can ask follow-up questions in a chat assistant.',
  },
  {
    title: 'Come back later',
    text: 'Interests change. You can retake the assessments and generate new insights after 6 months to see how your profile has moved.',
  },
];

/**
 * The "What's Next?" modal — what to do with the insights
 * (docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
export function WhatsNextDialog({ open, onClose }: WhatsNextDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="whats-next-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="whats-next-title">What&apos;s Next?</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Your insights are a starting point, not a verdict. They are built from your answers, so
          use them to decide what to find out next.
        </Typography>
        <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {STEPS.map((step) => (
            <li key={step.title} style={{ marginBottom: '0.75rem' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {step.title}.
              </Typography>{' '}
              <Typography component="span">{step.text}</Typography>
            </li>
          ))}
        </ol>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
