import { Alert, Button } from '@mui/material';
import { List, Pagination, useListContext, useNotify, type ListProps } from 'react-admin';

/**
 * "Failed to load whitelist. Please try again." — the same words for every list
 * (docs/product/coordinators.md, "The whitelist").
 */
export const loadErrorMessage = (what: string): string =>
  `Failed to load ${what}. Please try again.`;

/** What a list shows instead of its rows when the list call failed: the message and Retry. */
export const ListLoadError = ({ message }: { message: string }) => {
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
};

/** The pager, hidden while the list call has failed (it would count the rows of an old page). */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};

export type StaffListProps = ListProps & {
  /** What the list holds, as in "Failed to load {what}. Please try again." */
  what: string;
};

/**
 * Every back-office list: a failed load shows the error with Retry (banner and toast), never
 * an empty table or a stale pager ("No entries found." and "1-25 of 25").
 */
export const StaffList = ({ what, queryOptions, ...props }: StaffListProps) => {
  const notify = useNotify();
  const message = loadErrorMessage(what);
  return (
    <List
      pagination={<ListPagination />}
      {...props}
      error={<ListLoadError message={message} />}
      queryOptions={{
        ...queryOptions,
        onError: () => notify(message, { type: 'error' }),
      }}
    />
  );
};
