ALTER TABLE "project_media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "width" integer;