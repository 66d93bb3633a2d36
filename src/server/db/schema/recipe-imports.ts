import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RecipeDraft } from "../../../shared/schemas/recipe-draft";
import type { ImportedRecipe, ImportPreviewItem, ImportSkip, ReadSkip } from "../../../shared/schemas/recipe-imports";
import { households } from "./households";

/**
 * One recipe of an archive as kept for its import: the draft, and where its picture waits —
 * `imageKey`, the storage key of the bytes as found (`recipe-imports/{householdId}/{importId}/{n}.img`,
 * re-encoded only when imported), or `imageUrl`, an address the source only links to.
 */
export type StagedDraft = RecipeDraft & { imageKey: string | null; imageUrl: string | null };

/**
 * Issue 21 item 2: an uploaded recipe archive, read once for its preview and then imported by a
 * background job (use-cases/run-recipe-imports.ts). Status: preview → running → done | failed.
 * Drafts are jsonb (1,000 recipes ≈ 2–5 MB), pictures wait in file storage, so an import survives
 * a restart and any process may continue it: `lease_owner`/`lease_until` say which process works
 * on it and until when; `done` counts the ticked recipes handled (imported or skipped), in order.
 * Previews never started are deleted after 24 h, finished imports 24 h after their last change.
 */
export const recipeImports = pgTable(
  "recipe_import",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    status: text("status").$type<"preview" | "running" | "done" | "failed">().notNull().default("preview"),
    /** The reader that recognised the file ("paprika", "mealie-backup", …). */
    format: text("format").notNull(),
    drafts: jsonb("drafts").$type<StagedDraft[]>().notNull(),
    /** What the preview showed, one per draft (duplicates as found when it was read). */
    preview: jsonb("preview").$type<ImportPreviewItem[]>().notNull(),
    /** What the reader could not take, with reasons. */
    readSkipped: jsonb("read_skipped").$type<ReadSkip[]>().notNull(),
    /** The ticked draft indices, in import order. */
    selected: jsonb("selected").$type<number[]>().notNull().default([]),
    done: integer("done").notNull().default(0),
    imported: jsonb("imported").$type<ImportedRecipe[]>().notNull().default([]),
    skipped: jsonb("skipped").$type<ImportSkip[]>().notNull().default([]),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipe_import_household_idx").on(t.householdId, t.createdAt), index("recipe_import_status_idx").on(t.status, t.leaseUntil)],
);
