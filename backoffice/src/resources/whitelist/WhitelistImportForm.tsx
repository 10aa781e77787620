import type { WhitelistImportResult } from '@aspire/domain';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Form, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { ImportSummary } from './ImportSummary';
import { SchoolInput } from './WhitelistInputs';
import { importSummary } from './whitelist-form';

/**
 * Reads the chosen file in the browser and posts its text with an optional school; columns
 * `type,value` with a header row, or a single `value` column (an '@' means an e-mail address).
 */
export const WhitelistImportForm = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WhitelistImportResult | null>(null);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setResult(null);
  };

  const submit = async (values: { school_id?: number | null }) => {
    if (!file) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.importWhitelist(await file.text(), values.school_id);
      setResult(data);
      notify(importSummary(data), { type: data.rejected.length ? 'warning' : 'success' });
      refresh();
    } catch (error) {
      notify(`Import failed: ${(error as Error).message || 'Unknown error'}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      onSubmit={(values: { school_id?: number | null }) => void submit(values)}
      record={{ school_id: null }}
    >
      <Typography variant="body2" color="text.secondary" gutterBottom>
        A CSV file with the columns <code>type,value</code> and a header row, or a single column of
        values (a value with an @ is an email address, any other a domain).
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
        <Button variant="outlined" component="label">
          Choose file
          <input
            hidden
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-label="CSV file"
            onChange={chooseFile}
          />
        </Button>
        <Typography variant="body2">{file ? file.name : 'No file chosen'}</Typography>
      </Box>
      <SchoolInput helperText="Entries are filed under this school" />
      <Button type="submit" variant="contained" disabled={!file || busy}>
        {busy ? 'Importing…' : 'Import'}
      </Button>
      {result && (
        <Box sx={{ mt: 2 }}>
          <Alert severity={result.rejected.length ? 'warning' : 'success'}>
            {importSummary(result)}
          </Alert>
          <ImportSummary rejected={result.rejected} />
        </Box>
      )}
    </Form>
  );
};
