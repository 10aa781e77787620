import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isConsultant } from '@aspire/domain';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { usePageView } from '../../../lib/use-page-view';
import { useConsultants } from '../api/get-consultants';
import { useMyConsultantProfile } from '../api/get-my-consultant-profile';
import { CommunityLayout } from './CommunityLayout';
import { ConsultantCard } from './ConsultantCard';
import { ConsultantProfileForm } from './ConsultantProfileForm';

export const CONSULTANTS_LOAD_FAILED = 'Failed to load consultant profiles. Please try again.';

/**
 * /consultant-profile (docs/product/access.md, "Checked pages"): consultants edit theirs; students
 * find matching ones.
 */
export function ConsultantProfilePage({ role }: { role: string | null }) {
  usePageView('Consultant Profile');
  return isConsultant(role) ? <OwnProfile /> : <MatchingConsultants student={role === 'user'} />;
}

function OwnProfile() {
  const mine = useMyConsultantProfile();
  return (
    <CommunityLayout
      title="Consultant Profile"
      subtitle="Students of your school whose top subjects match yours see this profile."
    >
      {mine.isPending ? (
        <LoadingScreen />
      ) : mine.isError ? (
        <Alert severity="error">{CONSULTANTS_LOAD_FAILED}</Alert>
      ) : (
        <ConsultantProfileForm
          profile={mine.data.profile}
          subjectOptions={mine.data.subjectOptions}
        />
      )}
    </CommunityLayout>
  );
}

function MatchingConsultants({ student }: { student: boolean }) {
  const list = useConsultants();
  let body;
  if (list.isPending) body = <LoadingScreen />;
  else if (list.isError) body = <Alert severity="error">{CONSULTANTS_LOAD_FAILED}</Alert>;
  else if (!list.data.consultants.length) {
    body = (
      <Typography color="text.secondary">
        {student && !list.data.matchedOn.length
          ? 'Complete the UniReady assessment to find consultants for your top subjects.'
          : 'No subject consultant covers your top subjects yet.'}
      </Typography>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {list.data.consultants.map((c) => (
          <ConsultantCard key={c.userId} consultant={c} />
        ))}
      </Stack>
    );
  }
  return (
    <CommunityLayout
      title="Subject Consultants"
      subtitle={
        student && list.data?.matchedOn.length
          ? `Consultants of your school for ${list.data.matchedOn.join(', ')}.`
          : "Your school's subject consultants."
      }
    >
      {body}
    </CommunityLayout>
  );
}
