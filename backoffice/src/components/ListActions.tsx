import type { ReactNode } from 'react';
import { CreateButton, FilterButton } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton';
import { WordedTopToolbar } from './WordedButtons';

export type ListActionsProps = {
  /** Show the Create button (react-admin hides it anyway when canAccess says no). */
  create?: boolean;
  /** Show the "Add filter" button, for lists with filters that are not always on. */
  filterButton?: boolean;
  createLabel?: string;
  children?: ReactNode;
};

/** The top toolbar of every list: optional filter and create buttons, extras, then the export. */
export const ListActions = ({
  create = false,
  filterButton = false,
  createLabel,
  children,
}: ListActionsProps) => (
  <WordedTopToolbar>
    {filterButton && <FilterButton />}
    {create && <CreateButton label={createLabel} />}
    {children}
    <ExportCsvButton />
  </WordedTopToolbar>
);
