import { useEffect } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../shared/schemas/auth";
import { getJson } from "./api-client";
import { useAuthStore } from "./auth-store";
import { meKeys } from "./query-keys";

/** GET /api/me — a failure whose message contains 401 means signed out (null); others are rethrown. */
export const meQueryOptions = queryOptions({
  queryKey: meKeys.all,
  queryFn: async (): Promise<User | null> => {
    try {
      return await getJson<User>("/api/me");
    } catch (err) {
      if (err instanceof Error && err.message.includes("401")) return null;
      throw err;
    }
  },
});

export interface AuthInfo {
  user: User | null;
  /** True only while nothing is known yet (no answer and nothing restored from storage). */
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The signed-in user: restored from the 'auth-store' on load, then confirmed by GET /api/me. */
export function useAuth(): AuthInfo {
  const query = useQuery(meQueryOptions);
  const storedUser = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const setLoading = useAuthStore((s) => s.setLoading);

  useEffect(() => {
    setLoading(query.isLoading);
  }, [query.isLoading, setLoading]);

  useEffect(() => {
    if (query.data !== undefined) setUser(query.data);
  }, [query.data, setUser]);

  const user = query.data !== undefined ? query.data : storedUser;
  return {
    user,
    isLoading: query.isLoading && !storedUser,
    error: query.data === undefined ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
