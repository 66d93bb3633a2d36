CREATE TABLE "barcode_product" (
	"barcode" text PRIMARY KEY NOT NULL,
	"name" text,
	"brand" text,
	"category" text,
	"image_url" text,
	"quantity" text,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"not_found_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"user_id" uuid,
	"image_key" text NOT NULL,
	"content_type" text NOT NULL,
	"ocr_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_household_created_idx" ON "receipt" USING btree ("household_id","created_at");--> statement-breakpoint
CREATE INDEX "product_household_barcode_idx" ON "product" USING btree ("household_id","barcode");