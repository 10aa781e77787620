import { Box, Typography } from '@mui/material';
import { DataTable, DateField, EditButton, SelectInput } from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { StaffList } from '../../components/StaffList';
import { STATUS_CHOICES, STATUS_LABELS } from './feedback-labels';
import { ModerationSwitch } from './ModerationSwitch';

/**
 * AI feedback on the school's Team Challenges held for a coordinator: newest first, those
 * waiting for a decision marked. Students' names and answers are never shown here.
 */
export const TeamFeedbackList = () => (
  <>
    <Box sx={{ mt: 2 }}>
      <ModerationSwitch />
      <Typography variant="body2" color="text.secondary">
        While this is on, the team sees “Your feedback is being checked by your school” until you
        share the feedback, edit it, or withhold it with a note.
      </Typography>
    </Box>
    <StaffList
      what="team feedback"
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={[
        <SelectInput
          key="status"
          source="status"
          label="Status"
          choices={STATUS_CHOICES}
          alwaysOn
        />,
      ]}
      actions={<ListActions />}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="subject" label="Subject" />
        <DataTable.Col
          source="status"
          label="Status"
          render={(r: { status: string }) => STATUS_LABELS[r.status] ?? r.status}
        />
        <DataTable.Col source="created_at" label="Written">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <EditButton label="Check" />
        </DataTable.Col>
      </DataTable>
    </StaffList>
  </>
);
