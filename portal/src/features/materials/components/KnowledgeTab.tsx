import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { materialSubjectOptions } from '@aspire/domain';
import { useMemo, useState } from 'react';
import { useProgress } from '../../../api/get-progress';
import { useTopSubjects } from '../../../api/get-top-subjects';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { useLastGeneration } from '../api/get-last-generation';
import { useMaterials } from '../api/get-materials';
import { useSetMaterialCompleted } from '../api/set-material-completed';
import { useAutoGenerate } from '../hooks/use-auto-generate';
import { useGenerateMaterials } from '../hooks/use-generate-materials';
import { generateBlock } from '../lib/generate-block';
import { materialGroups } from '../lib/material-groups';
import { COMPLETION_FAILED, LOAD_FAILED, NO_MATERIALS, NO_SUBJECTS } from '../lib/messages';
import { MaterialsCards } from './MaterialsCards';
import { MaterialsCredit } from './MaterialsCredit';
import { MaterialsPager } from './MaterialsPager';
import { MaterialsTable } from './MaterialsTable';

export const SUBJECT_LABEL = 'Select a Top UniReady or Exploration Subject:';

/** StudyStyle's completion, read again after a minute (it is taken in Enrich+ itself). */
const LEARNING_STALE_MS = 60_000;

export type KnowledgeTabProps = { userId: string; isAdmin: boolean };

/**
 * The Knowledge tab (docs/product/dashboard.md, "Knowledge: learning materials"): subject, Generate
 * Learning Materials, paged groups, the table.
 */
export function KnowledgeTab({ userId, isAdmin }: KnowledgeTabProps) {
  const top = useTopSubjects(userId);
  const sets = useMaterials(userId);
  const last = useLastGeneration(userId);
  const completion = useSetMaterialCompleted(userId);
  const generate = useGenerateMaterials(userId, isAdmin);
  const learning = useProgress(userId, 'Learning', LEARNING_STALE_MS);
  // A phone shows a card per material, the checkbox beside the link (no table to swipe).
  const phone = useMediaQuery('(max-width: 599.95px)');
  const [subject, setSubject] = useState('');
  const [page, setPage] = useState(0);
  const options = useMemo(() => (top.data ? materialSubjectOptions(top.data) : []), [top.data]);
  const groups = useMemo(() => materialGroups(sets.data ?? []), [sets.data]);
  useAutoGenerate(userId, isAdmin, sets.data, options[0]);

  if (top.isPending || sets.isPending) return <LoadingScreen />;
  // A failed refresh keeps the sets already shown (and says so in the notice).
  if ((sets.isError && !sets.data) || top.isError) {
    return <Alert severity="error">{LOAD_FAILED}</Alert>;
  }

  const shown = groups[Math.min(page, groups.length - 1)];
  const lastDate = last.data?.lastGenerationDate ?? null;
  const blocked = generateBlock({
    learningDone: learning.isSuccess ? learning.data?.isCompleted === true : null,
    lastGenerationDate: lastDate,
    isAdmin,
    now: new Date(),
  });
  const onGenerate = async () => {
    if (await generate.run(subject, lastDate, blocked)) setPage(0);
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-end' }, mb: 2 }}
      >
        <FormControl sx={{ minWidth: 280 }} size="small">
          <InputLabel id="materials-subject-label" shrink>
            {SUBJECT_LABEL}
          </InputLabel>
          <Select
            labelId="materials-subject-label"
            label={SUBJECT_LABEL}
            value={subject}
            displayEmpty
            notched
            onChange={(e) => setSubject(e.target.value)}
          >
            <MenuItem value="">
              <em>{options.length ? 'Choose a subject' : NO_SUBJECTS}</em>
            </MenuItem>
            {options.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="contained"
          disabled={generate.busy || !!blocked}
          aria-describedby={blocked ? 'materials-blocked' : undefined}
          onClick={() => void onGenerate()}
        >
          {generate.busy ? 'Generating...' : 'Generate Learning Materials'}
        </Button>
      </Stack>
      {blocked && (
        <Typography id="materials-blocked" color="text.secondary" sx={{ mb: 2 }}>
          {blocked}
        </Typography>
      )}
      {generate.notice && (
        <Alert severity={generate.notice.severity} onClose={generate.clearNotice} sx={{ mb: 2 }}>
          {generate.notice.text}
        </Alert>
      )}
      {completion.isError && (
        <Alert severity="error" onClose={() => completion.reset()} sx={{ mb: 2 }}>
          {COMPLETION_FAILED}
        </Alert>
      )}
      {shown ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <MaterialsPager page={groups.indexOf(shown)} count={groups.length} onPage={setPage} />
          {phone ? (
            <MaterialsCards
              rows={shown.rows}
              onCompleted={(materialId, completed) => completion.mutate({ materialId, completed })}
            />
          ) : (
            <MaterialsTable
              rows={shown.rows}
              onCompleted={(materialId, completed) => completion.mutate({ materialId, completed })}
            />
          )}
          <MaterialsCredit provider={shown.provider} />
        </Paper>
      ) : (
        <Typography color="text.secondary">{NO_MATERIALS}</Typography>
      )}
    </>
  );
}
