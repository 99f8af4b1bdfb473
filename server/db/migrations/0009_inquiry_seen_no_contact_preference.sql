ALTER TABLE "inquiries" ADD COLUMN "poster_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inquiry_messages_author_idx" ON "inquiry_messages" USING btree ("author_id","created_at");--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "contact_preference";