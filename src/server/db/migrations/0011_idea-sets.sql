-- Issue 22 item 8: the last recipe-idea sets shown per household, so "Regenerate" brings new dishes.
CREATE TABLE "idea_set" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"dishes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idea_set" ADD CONSTRAINT "idea_set_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_set_household_idx" ON "idea_set" USING btree ("household_id","created_at");
