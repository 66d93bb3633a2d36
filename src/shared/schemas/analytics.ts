import { z } from "zod";

/** SPEC §3 Analytics, exactly: currentPantrySize, last30Days, topCategories, retentionDays. */
export const analyticsSchema = z.object({
  currentPantrySize: z.number().int(),
  last30Days: z.object({ totalActions: z.number().int(), itemsAdded: z.number().int(), itemsRemoved: z.number().int() }),
  topCategories: z.array(z.object({ category: z.string(), actions: z.number().int() })),
  retentionDays: z.number().int(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
