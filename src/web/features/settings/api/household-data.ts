import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { HouseholdExport, importResultSchema } from "../../../../shared/schemas/account";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";

type ImportResult = z.infer<typeof importResultSchema>;

/**
 * GET /api/account/export, saved by the browser as "pantry-meals-export-YYYY-MM-DD.json".
 * Failure: an 'Error' toast with the message.
 */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await getJson<HouseholdExport>("/api/account/export");
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `pantry-meals-export-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return data;
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/**
 * POST /api/account/import with the chosen file's JSON (the household must be empty). Success
 * refetches everything (pantry, recipes, plans, settings); a file that is no JSON or that the
 * server refuses shows an 'Error' toast with the reason.
 */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      let body: unknown;
      try {
        body = JSON.parse(await file.text());
      } catch {
        throw new Error("This file is not an export from Pantry → Meals (it is not JSON).");
      }
      return requestJson<ImportResult>("POST", "/api/account/import", body);
    },
    onSuccess: (r) => {
      void queryClient.invalidateQueries();
      toast({
        title: "Import finished",
        description: `${r.pantryItems} pantry items, ${r.recipes} recipes, ${r.mealPlans} plans, ${r.history} history records.`,
      });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
