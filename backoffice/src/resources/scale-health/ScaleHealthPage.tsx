import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  ALPHA_FLAG_BELOW,
  ASSESSMENT_NAMES,
  ASSESSMENT_TYPE_LIST,
  ITEM_TOTAL_FLAG_BELOW,
} from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetIdentity } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import type { FacetHealth, ScaleHealth, ScaleHealthQuery } from './scale-health-api';
import {
  alphaWithInterval,
  fixed,
  groupLabel,
  optionLabel,
  versionLabel,
} from './scale-health-format';

/**
 * Scale health: per facet of an assessment's instrument version, Cronbach's α with
 * its 95 % interval, item–total correlations, α if an item is deleted and option frequencies.
 * The server hides a version or facet under 30 respondents and scopes coordinators to their school.
 */
export const ScaleHealthPage = () => {
  const { identity } = useGetIdentity();
  const isAdmin = identity?.role === 'admin';
  const [type, setType] = useState('Career');
  const [school, setSchool] = useState('');
  const [version, setVersion] = useState('');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const query: ScaleHealthQuery = {
    assessment_type: type,
    school_id: school ? Number(school) : undefined,
    version: version || undefined,
  };
  const health = useQuery({
    queryKey: ['scale-health', query],
    queryFn: () => dataProvider.getScaleHealth(query).then(({ data }) => data),
  });

  const data = health.data;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Scale health" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Assessment"
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setVersion('');
          }}
          sx={{ minWidth: 240 }}
        >
          {ASSESSMENT_TYPE_LIST.map((t) => (
            <MenuItem key={t} value={t}>
              {ASSESSMENT_NAMES[t]}
            </MenuItem>
          ))}
        </TextField>
        {data && data.versions.length > 0 && (
          <TextField
            select
            size="small"
            label="Instrument version"
            value={version || data.version || ''}
            onChange={(e) => setVersion(e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {data.versions.map((v) => (
              <MenuItem key={v.version} value={v.version}>
                {versionLabel(v.version)} · {v.sessions} sessions
                {v.group !== v.version && ` · with ${versionLabel(v.group)}`}
              </MenuItem>
            ))}
          </TextField>
        )}
        {isAdmin && (
          <TextField
            size="small"
            type="number"
            label="School id (empty: all schools)"
            value={school}
            onChange={(e) => {
              setSchool(e.target.value);
              setVersion('');
            }}
          />
        )}
      </Stack>
      {health.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {health.error.message}
        </Alert>
      )}
      {health.isPending && <CircularProgress sx={{ mt: 2 }} size={24} />}
      {data && <ScaleHealthBody data={data} />}
    </Box>
  );
};

const ScaleHealthBody = ({ data }: { data: ScaleHealth }) => {
  if (data.version === null) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        No completed sessions of this assessment yet.
      </Alert>
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="scale-health-summary">
        {groupLabel(data.version, data.group_versions)}: {data.respondents} respondents
        {data.school_id === null ? ' across all schools' : ` at school ${data.school_id}`}. Flags: α
        below {ALPHA_FLAG_BELOW.toFixed(2)}, item–total r below {ITEM_TOTAL_FLAG_BELOW.toFixed(2)},
        an option nobody chose.
      </Typography>
      {data.hidden_reason && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="scale-health-hidden">
          {data.hidden_reason}
        </Alert>
      )}
      {data.facets.map((f) => (
        <FacetCard key={f.facet} facet={f} />
      ))}
    </>
  );
};

const FacetCard = ({ facet }: { facet: FacetHealth }) => (
  <Card sx={{ mt: 2 }} data-testid={`facet-${facet.facet}`}>
    <CardHeader
      title={facet.facet}
      subheader={`${facet.items} item${facet.items === 1 ? '' : 's'} · N = ${facet.respondents}`}
      action={
        <Stack direction="row" spacing={1}>
          {facet.low_alpha && <Chip color="warning" label={`α < ${ALPHA_FLAG_BELOW.toFixed(2)}`} />}
          {facet.item_stats.some((i) => i.low_item_total) && (
            <Chip color="warning" label="weak item" />
          )}
          {facet.item_stats.some((i) => i.unused_option) && (
            <Chip color="default" label="unused option" />
          )}
        </Stack>
      }
    />
    <CardContent>
      <Typography variant="body1" data-testid={`alpha-${facet.facet}`}>
        Cronbach&apos;s α (95 % CI, Feldt):{' '}
        <strong>{alphaWithInterval(facet.alpha, facet.alpha_lower, facet.alpha_upper)}</strong>
        {' · '}facet total mean {fixed(facet.mean)} (SD {fixed(facet.sd)}) · SEM {fixed(facet.sem)}
      </Typography>
      {facet.reason && (
        <Typography variant="body2" color="text.secondary" data-testid={`reason-${facet.facet}`}>
          {facet.reason}
        </Typography>
      )}
      {facet.item_stats.length > 0 && (
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">Mean</TableCell>
              <TableCell align="right">SD</TableCell>
              <TableCell align="right">Item–total r</TableCell>
              <TableCell align="right">α if deleted</TableCell>
              <TableCell>Options chosen</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {facet.item_stats.map((item) => (
              <TableRow key={item.question_id}>
                <TableCell>
                  {item.question_number !== null ? `#${item.question_number} ` : ''}
                  {item.text ?? `Question ${item.question_id} (no longer in the bank)`}
                </TableCell>
                <TableCell align="right">{fixed(item.mean)}</TableCell>
                <TableCell align="right">{fixed(item.sd)}</TableCell>
                <TableCell
                  align="right"
                  sx={item.low_item_total ? { color: 'warning.dark', fontWeight: 700 } : {}}
                >
                  {fixed(item.item_total_r)}
                </TableCell>
                <TableCell align="right">{fixed(item.alpha_if_deleted)}</TableCell>
                <TableCell>
                  {item.options.map((o) => (
                    <Typography
                      key={`${o.score}-${o.text}`}
                      variant="caption"
                      component="div"
                      color={o.count === 0 ? 'warning.dark' : undefined}
                    >
                      {optionLabel(o)}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </CardContent>
  </Card>
);
