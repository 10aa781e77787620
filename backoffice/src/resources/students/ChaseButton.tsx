import { useState, type ReactNode } from 'react';
import { useCanAccess, useListContext, useNotify, useRefresh } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { chaseSummary } from '../../reports/report-api';

type ChaseResult = Parameters<typeof chaseSummary>[0];
/** The year group and class the students list is filtered to, as the chase endpoints take them. */
export type ChaseFilters = { year_group?: string; class_name?: string };

type ChaseButtonProps = {
  label: string;
  icon: ReactNode;
  /** The `students` action the button needs (the auth provider's permissions). */
  action: string;
  /** Sends the mails to the listed students; the server says what it sent and skipped. */
  send: (filters: ChaseFilters, listFilters: Record<string, unknown>) => Promise<ChaseResult>;
  /** Whether the button belongs with the list's current filters. */
  shown?: (listFilters: Record<string, unknown>) => boolean;
};

/**
 * A students-list button that mails the listed students at once ("chasing" them), then says what
 * the server sent and skipped and reloads the list (docs/product/coordinators.md, "Students").
 */
export const ChaseButton = ({ label, icon, action, send, shown }: ChaseButtonProps) => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'students', action });
  if (!canAccess || (shown && !shown(filterValues))) return null;

  const chase = async () => {
    setBusy(true);
    try {
      const filters: ChaseFilters = {
        year_group: (filterValues.year_group as string) || undefined,
        class_name: (filterValues.class_name as string) || undefined,
      };
      notify(chaseSummary(await send(filters, filterValues)), { type: 'info' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return <LabelledButton label={label} disabled={busy} onClick={() => void chase()} icon={icon} />;
};
