CREATE TABLE "site_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"hours_id" text NOT NULL,
	"inquiry_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"slot_minutes" integer NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"rescheduled_from" timestamp with time zone,
	"reason" text,
	"changed_by" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visiting_hours" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"listing_id" text,
	"project_id" text,
	"days" integer[] NOT NULL,
	"from_minute" integer NOT NULL,
	"to_minute" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visiting_hours_one_property" CHECK (num_nonnulls("visiting_hours"."listing_id", "visiting_hours"."project_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_hours_id_visiting_hours_id_fk" FOREIGN KEY ("hours_id") REFERENCES "public"."visiting_hours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visiting_hours" ADD CONSTRAINT "visiting_hours_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visiting_hours" ADD CONSTRAINT "visiting_hours_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visiting_hours" ADD CONSTRAINT "visiting_hours_project_id_builder_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."builder_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_visits_slot" ON "site_visits" USING btree ("hours_id","starts_at") WHERE "site_visits"."state" = 'booked';--> statement-breakpoint
CREATE INDEX "site_visits_reminders" ON "site_visits" USING btree ("starts_at") WHERE "site_visits"."state" = 'booked' and "site_visits"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "site_visits_buyer" ON "site_visits" USING btree ("buyer_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visiting_hours_listing" ON "visiting_hours" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visiting_hours_project" ON "visiting_hours" USING btree ("project_id");