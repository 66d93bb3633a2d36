-- Issue 21 item 3 "every field kept": what other recipe apps' exports hold beyond SPEC §3.
ALTER TABLE "recipe" ADD COLUMN "total_min" integer;--> statement-breakpoint
ALTER TABLE "recipe" ADD COLUMN "yields" text;--> statement-breakpoint
ALTER TABLE "recipe" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe" ADD COLUMN "rating" real;--> statement-breakpoint
ALTER TABLE "recipe" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "recipe" ADD COLUMN "declared_nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "recipe" ADD COLUMN "steps" jsonb;--> statement-breakpoint
-- Issue 21 item 2: an archive read for its preview, then imported by a background job.
CREATE TABLE "recipe_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"format" text NOT NULL,
	"drafts" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"read_skipped" jsonb NOT NULL,
	"selected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"imported" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_import" ADD CONSTRAINT "recipe_import_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_import_household_idx" ON "recipe_import" USING btree ("household_id","created_at");--> statement-breakpoint
CREATE INDEX "recipe_import_status_idx" ON "recipe_import" USING btree ("status","lease_until");
