import { QueryCache, QueryClient } from "@tanstack/react-query";
import { defaultQueryFn } from "./api-client";
import { meKeys } from "./query-keys";

/**
 * SPEC §9 caching: data queries never go stale, are never retried, do not refetch on window
 * focus and do not poll; mutations are not retried. (Recipes 10 min and personalized recipes
 * 5 min are set by their own queryOptions.)
 */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // A 401 from any data call means the session ended: re-check GET /api/me so the auth gate can react.
    onError: (err, query) => {
      if (query.queryKey[0] !== meKeys.all[0] && /^401\b/.test(err.message)) {
        void queryClient.invalidateQueries({ queryKey: meKeys.all });
      }
    },
  }),
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
