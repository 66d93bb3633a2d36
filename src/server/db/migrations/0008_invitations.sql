-- Issue 19 findings 1 and 2: invitations are their own thing (a hashed, expiring, revocable,
-- single-use token bound to an address), no longer a magic link and never an account.
--
-- 1. Accounts captured by the old design: users an invitation created inside the inviter's
--    household who never signed in (e-mail not verified, no session, and an invitation of that
--    household to that address exists). They hold no data of their own (nothing can be made
--    without a session), so they go, with any sign-in link still pending for them: their later
--    sign-up then starts fresh with its own household and first name.
DELETE FROM "verification" v USING "user" u
WHERE (CASE WHEN v."identifier" LIKE 'magic-link:%' THEN v."value"::jsonb->>'email' END) = u."email"
  AND u."email_verified" = false
  AND NOT EXISTS (SELECT 1 FROM "session" s WHERE s."user_id" = u."id")
  AND EXISTS (SELECT 1 FROM "household_invite" i WHERE i."email" = u."email" AND i."household_id" = u."household_id");--> statement-breakpoint
DELETE FROM "user" u
WHERE u."email_verified" = false
  AND NOT EXISTS (SELECT 1 FROM "session" s WHERE s."user_id" = u."id")
  AND EXISTS (SELECT 1 FROM "household_invite" i WHERE i."email" = u."email" AND i."household_id" = u."household_id");--> statement-breakpoint
-- 2. Invitations of the old design were magic links: none can be carried over (no token of their
--    own to hash). Inviters send them again.
DELETE FROM "household_invite";--> statement-breakpoint
DROP INDEX IF EXISTS "household_invite_link_idx";--> statement-breakpoint
ALTER TABLE "household_invite" DROP COLUMN "link_identifier";--> statement-breakpoint
ALTER TABLE "household_invite" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "household_invite" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "household_invite" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "household_invite_token_hash_idx" ON "household_invite" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "household_invite_email_idx" ON "household_invite" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "household_invite_invited_by_idx" ON "household_invite" USING btree ("invited_by","created_at");;--> statement-breakpoint
-- 3. A household kept (with its data, nobody in it) by a user who joined another one belongs to
--    that user: listed to them, deletable by them, deleted with their account. No foreign key:
--    user.household_id already points at household (see src/server/db/schema/households.ts).
ALTER TABLE "household" ADD COLUMN "kept_by_user_id" uuid;--> statement-breakpoint
CREATE INDEX "household_kept_by_idx" ON "household" USING btree ("kept_by_user_id");
