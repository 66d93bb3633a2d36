CREATE TABLE "rate_limit_counter" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counter_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "push_reminder_claim" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- Claims made before leases existed were sent right after claiming: mark them sent.
UPDATE "push_reminder_claim" SET "sent_at" = "claimed_at" WHERE "sent_at" IS NULL;
