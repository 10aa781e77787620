import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { AppNotification } from '../components/AppNotification';

/**
 * A data-provider method that answers `{ data }` with what `mock` gives, so a test stubs and
 * checks the call as it would a plain function.
 */
export const answering =
  (mock: jest.Mock) =>
  async (...args: unknown[]) => ({ data: (await mock(...args)) as unknown });

/**
 * Renders a page inside react-admin with the given data-provider methods, and the toasts.
 * No retries: a refused call shows its error at once, as the server's answer would be final.
 */
export const renderInAdmin = (ui: ReactNode, methods: Record<string, jest.Mock>) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext dataProvider={methods as unknown as DataProvider} queryClient={queryClient}>
      {ui}
      <AppNotification />
    </AdminContext>,
  );
};
