import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { LoadingScreen } from '../components/LoadingScreen';
import { SessionProvider } from '../session/SessionProvider';
import { createQueryClient } from './query-client';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Renders at this location without a browser (the sign-in page drawn at build time). */
  location?: string;
};

export function AppProvider({ children, queryClient, location }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const routed = (
    <SessionProvider>
      <ErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </ErrorBoundary>
    </SessionProvider>
  );
  return (
    <QueryClientProvider client={client}>
      {location ? (
        <MemoryRouter initialEntries={[location]}>{routed}</MemoryRouter>
      ) : (
        <BrowserRouter>{routed}</BrowserRouter>
      )}
    </QueryClientProvider>
  );
}
