import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './AppProvider';
import { AppRoutes } from './AppRoutes';

type AppProps = { queryClient?: QueryClient };

export function App({ queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
