ALTER TABLE "files" ADD COLUMN "sent_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_plan_items" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "case_plan_items" ADD COLUMN "how" text;