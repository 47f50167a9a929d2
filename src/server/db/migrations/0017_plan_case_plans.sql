CREATE TABLE "case_plan_items" (
	"user_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"waived" boolean DEFAULT false NOT NULL,
	"position" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_plan_items_user_id_item_key_pk" PRIMARY KEY("user_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "case_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"route_source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "plan_item" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "cefr_level" text;--> statement-breakpoint
ALTER TABLE "case_plan_items" ADD CONSTRAINT "case_plan_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_plans" ADD CONSTRAINT "case_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;