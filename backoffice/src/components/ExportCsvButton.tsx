import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import {
  Button,
  useListContext,
  useLogoutIfAccessDenied,
  useNotify,
  useResourceContext,
  type ButtonProps,
} from 'react-admin';
import { downloadCsv } from '../providers/export-csv';

export type ExportCsvButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/**
 * The list's export button: the server writes the CSV of the whole filtered list
 * (GET /api/admin/<resource>/export.csv), so a 10 000-row export never pages through the browser.
 */
export const ExportCsvButton = ({ label = 'Export', ...rest }: ExportCsvButtonProps) => {
  const resource = useResourceContext();
  const { sort, filterValues, total } = useListContext();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    if (!resource) return;
    setBusy(true);
    try {
      const fileName = await downloadCsv(resource, { sort, filter: filterValues });
      notify(`Exported ${fileName}`, { type: 'info' });
    } catch (error) {
      // A 401 ends the session through the authProvider, as for any other call.
      if (!(await logoutIfAccessDenied(error))) {
        notify((error as Error).message || 'Export failed', { type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={label}
      onClick={() => void handleClick()}
      disabled={busy || total === 0}
      {...rest}
    >
      <DownloadIcon />
    </Button>
  );
};
