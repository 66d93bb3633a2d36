import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { households } from "./households";

/** A receipt photo a household uploaded (SPEC §4 receipt flow "upload record"), with its OCR text. */
export const receipts = pgTable(
  "receipt",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Key in storage (src/server/lib/storage.ts), made by the server. */
    imageKey: text("image_key").notNull(),
    /** MIME type of the stored (re-encoded) image. */
    contentType: text("content_type").notNull(),
    ocrText: text("ocr_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("receipt_household_created_idx").on(t.householdId, t.createdAt)],
);
