CREATE TABLE "revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text,
	"project_id" text,
	"columns" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"state" text DEFAULT 'pending_review' NOT NULL,
	"reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "revisions_one_item" CHECK (("revisions"."listing_id" is null) <> ("revisions"."project_id" is null))
);
--> statement-breakpoint
ALTER TABLE "builder_projects" ADD COLUMN "reviewed_price" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reviewed_price" double precision;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_project_id_builder_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."builder_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_listing_unique" ON "revisions" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_project_unique" ON "revisions" USING btree ("project_id");--> statement-breakpoint
-- Hand-written: live items keep today's price as the anchor of docs/review.md#edits-live-at-once.
UPDATE "listings" SET "reviewed_price" = "price" WHERE "review_state" = 'approved';--> statement-breakpoint
UPDATE "builder_projects" SET "reviewed_price" = "expected_price" WHERE "review_state" = 'approved';
