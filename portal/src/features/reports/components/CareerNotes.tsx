import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  FLAT_VALUES_NOTE,
  isFlatProfile,
  sectionMotivationBalance,
  type EqBand,
  type EqResult,
} from '@aspire/domain';
import { chartSection } from '../lib/chart-data';

/**
 * The fixed paragraph after the motivation chart (wording ours: "not shown";
 * docs/product/assessments.md, "The score reports").
 */
export const BALANCED_MOTIVATION_TEXT =
  'A balanced result, with your intrinsic and extrinsic motivation scores close to each other, is ' +
  'common and a real strength. It means you are driven both by the work itself (curiosity, ' +
  'enjoyment, the feeling of getting better at something) and by what it leads to (grades, ' +
  'recognition, pay, security). Use both: choose subjects and careers you find genuinely ' +
  'interesting, and set yourself concrete goals and rewards to keep going through the parts ' +
  'that are less fun.';

/**
 * The notes of the three EQ bands (wording ours). Their ranges come from the server, derived
 * from the session's own instrument (domain's eq-bands).
 */
export const EQ_BAND_TEXT: Record<EqBand, string> = {
  high:
    "You read your own and other people's emotions well, stay steady under pressure and work " +
    'easily with others. Teamwork, leadership, teaching, care and negotiation tend to suit ' +
    'you; keep using these strengths on purpose.',
  moderate:
    'You have a solid base of emotional skills and use them well in familiar situations. ' +
    'Practise one area at a time, such as naming a feeling before reacting or asking others ' +
    'how they see a situation, so these skills hold up under stress too.',
  low:
    'Emotional skills may not come easily to you yet. That is common at this age and very ' +
    'trainable: pause before responding when upset, notice what triggers strong feelings, and ' +
    'ask someone you trust for honest feedback. These skills grow quickly with practice.',
};

/** Said instead when one side leads by more than the balance threshold (wording ours). */
export const LEADING_MOTIVATION_TEXT = {
  intrinsic:
    'Your intrinsic motivation is clearly the stronger: you are driven most by the work itself ' +
    '(curiosity, enjoyment, getting better at something). Choose subjects and careers you find ' +
    'genuinely interesting, and set yourself concrete goals for the parts that interest you less.',
  extrinsic:
    'Your extrinsic motivation is clearly the stronger: you are driven most by what the work ' +
    'leads to (grades, recognition, pay, security). Use clear goals and rewards, and look for ' +
    'what interests you in a subject too, so you keep going when rewards are far away.',
} as const;

/**
 * The paragraph after the motivation chart (docs/product/assessments.md, "The score reports"). The
 * balanced paragraph only for a balanced result (domain's motivationBalance); a clear lead gets its
 * own paragraph.
 */
/** The plain note under a flat work-values profile (docs/decisions/0145); nothing otherwise. */
export function FlatValuesNote({ section }: { section: unknown }) {
  const averages = chartSection(section)?.datasets[0]?.data ?? [];
  if (!isFlatProfile(averages)) return null;
  return (
    <Typography sx={{ mt: 2 }} data-testid="flat-values-note">
      {FLAT_VALUES_NOTE}
    </Typography>
  );
}

export function MotivationNote({ section }: { section: unknown }) {
  const balance = sectionMotivationBalance(section);
  if (balance === null) return null;
  return (
    <Typography sx={{ mt: 2 }} data-testid="motivation-note" data-balance={balance}>
      {balance === 'balanced' ? BALANCED_MOTIVATION_TEXT : LEADING_MOTIVATION_TEXT[balance]}
    </Typography>
  );
}

/**
 * The three band notes with the ranges of the student's own instrument (the server's), the
 * student's total and band marked; nothing until the server has answered.
 */
export function EqBandNotes({ result }: { result: EqResult | null | undefined }) {
  if (!result) return null;
  return (
    <Box
      component="ul"
      className="report-keep-together"
      sx={{ mt: 2, pl: 2.5 }}
      aria-label="Emotional Intelligence bands"
    >
      <Typography component="li" sx={{ listStyle: 'none', ml: -2.5, mb: 1, fontWeight: 600 }}>
        {`Your Emotional Intelligence total: ${result.total} of ${result.ranges[0].max} (${result.itemCount} questions)`}
      </Typography>
      {result.ranges.map(({ band, label }) => (
        <Typography component="li" key={band} sx={{ mb: 1 }} data-band={band}>
          <strong>{label}:</strong> {EQ_BAND_TEXT[band]}{' '}
          {result.band === band && <Chip size="small" color="primary" label="Your result" />}
        </Typography>
      ))}
    </Box>
  );
}
