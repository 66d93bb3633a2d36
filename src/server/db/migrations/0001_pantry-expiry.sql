ALTER TABLE "household" ADD COLUMN "samples_seeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pantry_item" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;