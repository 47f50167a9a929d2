CREATE TABLE "receipt_sellers" (
	"key" text PRIMARY KEY NOT NULL,
	"seller" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seller_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_seller_key_receipt_sellers_key_fk" FOREIGN KEY ("seller_key") REFERENCES "public"."receipt_sellers"("key") ON DELETE no action ON UPDATE no action;