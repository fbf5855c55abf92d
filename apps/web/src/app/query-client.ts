import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Client errors (4xx) are answers, not outages: only network and server errors are retried, once. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The console's one query client, outside React so the routes' loaders can start a page's queries while its chunk
 * is still loading (app/router.tsx); AppProviders hands the same client to the components.
 */
export const queryClient = makeQueryClient();
