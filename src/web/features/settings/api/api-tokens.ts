import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiToken, CreatedApiToken } from "../../../../shared/schemas/api-tokens";
import type { Ok } from "../../../../shared/schemas/common";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";

/** Query key of the caller's personal API tokens (GET /api/api-tokens). */
export const apiTokensKey = ["/api/api-tokens"] as const;

/** GET /api/api-tokens → the caller's tokens (name, created, last used), newest first. */
export const apiTokensQueryOptions = queryOptions({
  queryKey: apiTokensKey,
  queryFn: () => getJson<ApiToken[]>("/api/api-tokens"),
});

/** The API tokens card's list. */
export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

/**
 * POST /api/api-tokens {name} → the new token with its secret (shown once by the caller).
 * Errors show a toast ('Error' with the server's message).
 */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => requestJson<CreatedApiToken>("POST", "/api/api-tokens", { name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokensKey }),
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** DELETE /api/api-tokens/{id}: revoke; scripts using it get 401 from then on. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestJson<Ok>("DELETE", `/api/api-tokens/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: apiTokensKey });
      toast({ title: "Token revoked", description: "Scripts using it can no longer reach your household." });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
