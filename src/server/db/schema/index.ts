// The one list of tables, for drizzle-kit and the Drizzle client (a schema module, not a barrel).
export * from "./households";
export * from "./auth";
export * from "./pantry";
export * from "./recipes";
export * from "./meal-plans";
export * from "./user-settings";
export * from "./barcodes";
export * from "./receipts";
export * from "./recipe-interactions";
export * from "./household-invites";
export * from "./job-runs";
export * from "./meal-plan-cooking";
export * from "./push";
export * from "./shopping-list";
export * from "./rate-limits";
export * from "./idea-sets";
export * from "./recipe-imports";
