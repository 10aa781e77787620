import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONSULTANT_BIO_MAX,
  CONSULTANT_CONTACT_MAX,
  CONSULTANT_HEADLINE_MAX,
  validateConsultantProfile,
  type ConsultantProfileResponse,
} from '@aspire/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-client';
import { useSaveConsultantProfile } from '../api/save-consultant-profile';

export const PROFILE_SAVED = 'Your profile is saved. Students whose top subjects match can see it.';
export const PROFILE_SAVE_FAILED = 'Failed to save your profile. Please try again.';

type ConsultantProfileFormProps = {
  profile: ConsultantProfileResponse | null;
  subjectOptions: string[];
};

/** A consultant's own profile: headline, bio, subjects and how students reach them. */
export function ConsultantProfileForm({ profile, subjectOptions }: ConsultantProfileFormProps) {
  const [headline, setHeadline] = useState(profile?.headline ?? '');
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [subjects, setSubjects] = useState<string[]>(profile?.subjects ?? []);
  const [contact, setContact] = useState(profile?.contact ?? '');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveConsultantProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { headline, bio, subjects, contact };
    const invalid = validateConsultantProfile(values);
    if (invalid) return setNotice({ ok: false, text: invalid });
    save.mutate(values, {
      onSuccess: () => setNotice({ ok: true, text: PROFILE_SAVED }),
      onError: (e) => setNotice({ ok: false, text: errorMessage(e, PROFILE_SAVE_FAILED) }),
    });
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <TextField
          label="Headline"
          value={headline}
          onChange={(e) => setHeadline(e.target.value)}
          slotProps={{ htmlInput: { maxLength: CONSULTANT_HEADLINE_MAX } }}
        />
        <TextField
          label="About you"
          multiline
          minRows={4}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          slotProps={{ htmlInput: { maxLength: CONSULTANT_BIO_MAX } }}
        />
        <Autocomplete
          multiple
          options={subjectOptions}
          value={subjects}
          onChange={(_, value) => setSubjects(value)}
          renderInput={(params) => <TextField {...params} label="Subjects you advise on" />}
        />
        <TextField
          label="How students can reach you"
          helperText="For example a room and office hours, or your school's message channel."
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          slotProps={{ htmlInput: { maxLength: CONSULTANT_CONTACT_MAX } }}
        />
        {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Save Profile
        </Button>
      </Stack>
    </Paper>
  );
}
