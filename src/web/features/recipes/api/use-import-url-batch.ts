import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { recipesKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";
import { importOneUrl, type BatchResult, type ImportOneOptions } from "./import-recipe-batch";

export interface UrlBatchState {
  /** idle: nothing started; running; done: every link tried; cancelled: stopped after the current one. */
  phase: "idle" | "running" | "done" | "cancelled";
  urls: string[];
  results: BatchResult[];
  /** Set while waiting out a 429: when the next try happens (ms since epoch). */
  waitingUntil: number | null;
  /** Cancel was asked for; the current link is still being imported. */
  stopping: boolean;
}

const IDLE: UrlBatchState = { phase: "idle", urls: [], results: [], waitingUntil: null, stopping: false };

/**
 * The "Several links" run: each link through POST /api/recipes/from-url, one after another
 * (importOneUrl: a 429 waits as Retry-After says). `cancel` stops after the current link (a wait
 * for the rate limit ends at once). When the run ends the recipe lists are refreshed and a toast
 * says how many came in. `wait` replaces the pause (tests).
 */
export function useImportUrlBatch(wait?: ImportOneOptions["wait"]) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UrlBatchState>(IDLE);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const start = useCallback(
    async (urls: string[]) => {
      const controller = new AbortController();
      stop.current = controller;
      setState({ phase: "running", urls, results: [], waitingUntil: null, stopping: false });
      const results: BatchResult[] = [];
      for (const url of urls) {
        if (controller.signal.aborted) break;
        try {
          const result = await importOneUrl(url, {
            signal: controller.signal,
            wait,
            onWait: (ms) => setState((s) => ({ ...s, waitingUntil: Date.now() + ms })),
          });
          results.push(result);
          if (result.status !== "failed") queryClient.setQueryData(recipesKeys.detail(result.recipe.id), result.recipe);
          setState((s) => ({ ...s, results: [...results], waitingUntil: null }));
        } catch {
          break; // cancelled while waiting for the rate limit
        }
      }
      const cancelled = controller.signal.aborted && results.length < urls.length;
      setState((s) => ({ ...s, phase: cancelled ? "cancelled" : "done", waitingUntil: null, stopping: false }));
      const imported = results.filter((r) => r.status === "imported").length;
      if (results.some((r) => r.status !== "failed")) void queryClient.invalidateQueries({ queryKey: recipesKeys.all });
      toast({
        title: cancelled ? "Import stopped" : "Links imported",
        description: `${imported} of ${urls.length} ${urls.length === 1 ? "link" : "links"} imported as new recipes.`,
        variant: imported === 0 && results.some((r) => r.status === "failed") ? "destructive" : undefined,
      });
    },
    [queryClient, wait],
  );

  const cancel = useCallback(() => {
    setState((s) => (s.phase === "running" ? { ...s, stopping: true } : s));
    stop.current?.abort();
  }, []);

  const reset = useCallback(() => setState(IDLE), []);
  return { state, start, cancel, reset };
}
