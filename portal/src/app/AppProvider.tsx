import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { LoadingScreen } from '../components/LoadingScreen';
import { SessionProvider } from '../session/SessionProvider';
import { createQueryClient } from './query-client';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <SessionProvider>
          <ErrorBoundary>
            <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
          </ErrorBoundary>
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
