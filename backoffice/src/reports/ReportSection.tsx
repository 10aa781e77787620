import DownloadIcon from '@mui/icons-material/GetApp';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { downloadReportCsv, fetchReport, type ReportName } from './report-api';
import type { ReportFilters } from './report-data';

export type ReportSectionProps<T> = {
  name: ReportName;
  title: string;
  filters: ReportFilters;
  /** Bumped to load again (after an action changed the numbers). */
  version?: number;
  children: (data: T) => ReactNode;
};

/** One report card: loads the report for the filters, draws it, and exports its CSV. */
export function ReportSection<T>({
  name,
  title,
  filters,
  version,
  children,
}: ReportSectionProps<T>) {
  const notify = useNotify();
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const key = JSON.stringify(filters);

  useEffect(() => {
    let live = true;
    setState({});
    fetchReport<T>(name, JSON.parse(key) as ReportFilters)
      .then((data) => live && setState({ data }))
      .catch((error: Error) => live && setState({ error: error.message }));
    return () => {
      live = false;
    };
  }, [name, key, version]);

  const exportCsv = () =>
    downloadReportCsv(name, filters)
      .then((file) => notify(`Exported ${file}`, { type: 'info' }))
      .catch((error: Error) => notify(error.message, { type: 'error' }));

  return (
    <Card sx={{ mt: 2 }} data-testid={`report-${name}`}>
      <CardHeader
        title={title}
        action={
          <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        }
      />
      <CardContent>
        {state.error ? (
          <Typography color="error">{state.error}</Typography>
        ) : state.data === undefined ? (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <CircularProgress size={24} />
          </Box>
        ) : (
          children(state.data)
        )}
      </CardContent>
    </Card>
  );
}
