CREATE TABLE "inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"position" integer NOT NULL,
	"file_key" text NOT NULL,
	"card_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"purpose" text NOT NULL,
	"property_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"bhk" integer,
	"bathrooms" integer,
	"carpet_area" double precision,
	"built_up_area" double precision,
	"plot_area" double precision,
	"price" double precision NOT NULL,
	"furnishing" text,
	"floor" integer,
	"total_floors" integer,
	"facing" text,
	"availability" text,
	"age_years" integer,
	"possession_by" text,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"pincode" text NOT NULL,
	"landmark" text,
	"contact_preference" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"review_state" text DEFAULT 'pending_review' NOT NULL,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "listing_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_listing_idx" ON "inquiries" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_buyer_idx" ON "inquiries" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_views_unique" ON "listing_views" USING btree ("listing_id","viewer_key","day");--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_city_price_idx" ON "listings" USING btree ("review_state",lower("city"),"price");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("review_state","price");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("review_state","created_at");--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_listing_unique" ON "favourites" USING btree ("user_id","listing_id");--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_one_target" CHECK (num_nonnulls("favourites"."property_id", "favourites"."listing_id") = 1);