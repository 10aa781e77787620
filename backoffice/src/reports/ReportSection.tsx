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
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { ReportName } from './report-api';
import type { ReportFilters } from './report-data';

export type ReportSectionProps<T> = {
  name: ReportName;
  title: string;
  filters: ReportFilters;
  children: (data: T) => ReactNode;
};

/** The cache key of a report, or of every report of a name (to load them again). */
export const reportKey = (name: ReportName, filters?: ReportFilters) =>
  filters ? ['reports', name, filters] : ['reports', name];

/** One report card: loads the report for the filters, draws it, and exports its CSV. */
export function ReportSection<T>({ name, title, filters, children }: ReportSectionProps<T>) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const report = useQuery({
    queryKey: reportKey(name, filters),
    queryFn: () => dataProvider.getReport<T>(name, filters).then(({ data }) => data),
  });
  const exportCsv = useMutation({
    mutationFn: () => dataProvider.exportReportCsv(name, filters),
    onSuccess: ({ data: file }) => notify(`Exported ${file}`, { type: 'info' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return (
    <Card sx={{ mt: 2 }} data-testid={`report-${name}`}>
      <CardHeader
        title={title}
        action={
          <Button startIcon={<DownloadIcon />} onClick={() => exportCsv.mutate()}>
            Export CSV
          </Button>
        }
      />
      <CardContent>
        {report.error ? (
          <Typography color="error">{report.error.message}</Typography>
        ) : report.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <CircularProgress size={24} />
          </Box>
        ) : (
          children(report.data)
        )}
      </CardContent>
    </Card>
  );
}
