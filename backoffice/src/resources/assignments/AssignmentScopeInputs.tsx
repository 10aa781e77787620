import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { SelectInput, useCanAccess, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';

const plural = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A value the form holds that no student has any more stays choosable, and says so. */
const withCurrent = (choices: { id: string; name: string }[], current: string | null) =>
  current && !choices.some((c) => c.id === current)
    ? [...choices, { id: current, name: `${current} (no students)` }]
    : choices;

/**
 * The year group and class of an assignment, chosen from those the school's students are in,
 * each with its count (docs/product/coordinators.md, "Assignments"): a typo such as "Year 99"
 * cannot be picked. `schoolId` is the assignment's school when it is fixed (editing); otherwise
 * an admin's form names it.
 */
export const AssignmentScopeInputs = ({ schoolId }: { schoolId?: number | null }) => {
  const formSchool = useWatch({ name: 'school_id' }) as number | null | undefined;
  const yearGroup = text(useWatch({ name: 'year_group' }));
  const className = text(useWatch({ name: 'class_name' }));
  const { canAccess: namesSchool } = useCanAccess({ resource: 'whitelist.school', action: 'edit' });
  const school = schoolId ?? formSchool ?? null;
  const dataProvider = useDataProvider<AdminDataProvider>();
  const groups = useQuery({
    queryKey: ['assignment-groups', school],
    queryFn: async () => (await dataProvider.getAssignmentGroups(school)).data,
    enabled: !namesSchool || school !== null,
  });
  const years = withCurrent(
    (groups.data?.year_groups ?? []).map((g) => ({
      id: g.year_group,
      name: `${g.year_group} (${plural(g.students)})`,
    })),
    yearGroup,
  );
  const classes = withCurrent(
    (groups.data?.classes ?? [])
      .filter((c) => !yearGroup || c.year_group === yearGroup)
      .map((c) => ({ id: c.class_name, name: `${c.class_name} (${plural(c.students)})` })),
    className,
  );
  return (
    <>
      <SelectInput
        source="year_group"
        label="Year group"
        choices={years}
        emptyText="Any year group"
        helperText={namesSchool && school === null ? 'Choose the school first' : false}
        sx={{ minWidth: 240 }}
      />
      <SelectInput
        source="class_name"
        label="Class"
        choices={classes}
        emptyText="Any class"
        helperText={false}
        sx={{ minWidth: 240 }}
      />
    </>
  );
};

/**
 * Before saving: how many students the assignment asks, and, with counts, where an assessment
 * is still locked for some of them or already done (the server's check; nothing is written).
 */
export const AssignmentWarnings = ({ schoolId }: { schoolId?: number | null }) => {
  const formSchool = useWatch({ name: 'school_id' }) as number | null | undefined;
  const types = (useWatch({ name: 'assessment_types' }) as string[] | undefined) ?? [];
  const yearGroup = text(useWatch({ name: 'year_group' }));
  const className = text(useWatch({ name: 'class_name' }));
  const school = schoolId ?? formSchool ?? null;
  const body = {
    assessment_types: types,
    year_group: yearGroup,
    class_name: className,
    ...(school ? { school_id: school } : {}),
  };
  const dataProvider = useDataProvider<AdminDataProvider>();
  const check = useQuery({
    queryKey: ['assignment-check', body],
    queryFn: async () => (await dataProvider.checkAssignment(body)).data,
    enabled: types.length > 0 && (yearGroup !== null || className !== null),
    retry: false,
  });
  if (!check.data) return null;
  const { students, warnings } = check.data;
  return (
    <Box data-testid="assignment-check" sx={{ mb: 2, maxWidth: 640 }}>
      {students === 0 ? (
        <Alert severity="error">No students of the school are in this year group and class.</Alert>
      ) : (
        <Typography variant="body2">Asks {plural(students)}.</Typography>
      )}
      {warnings.map((w) => (
        <Alert key={w} severity="warning" sx={{ mt: 1 }}>
          {w}
        </Alert>
      ))}
    </Box>
  );
};
