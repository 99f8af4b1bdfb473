CREATE TABLE "listing_report_responses" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "listing_report_responses" ADD CONSTRAINT "listing_report_responses_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_outcome_idx" ON "listing_reports" USING btree ("reporter_id","outcome","closed_at");