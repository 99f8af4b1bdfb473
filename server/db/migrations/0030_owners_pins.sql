ALTER TABLE "builder_projects" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "builder_projects" ADD CONSTRAINT "builder_projects_pinned_has_place" CHECK (not "builder_projects"."pinned" or "builder_projects"."lat" is not null);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_pinned_has_place" CHECK (not "listings"."pinned" or "listings"."lat" is not null);