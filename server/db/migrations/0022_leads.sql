CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"note" text DEFAULT '' NOT NULL,
	"follow_up_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reply_median_minutes" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reply_sample" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "project_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "lead_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
-- docs/leads.md: the inquiries sent before leads existed, each buyer's with one owner as one lead.
INSERT INTO "leads" ("id", "owner_id", "buyer_id", "created_at", "updated_at")
SELECT gen_random_uuid()::text, "listings"."owner_id", "inquiries"."buyer_id", min("inquiries"."created_at"), min("inquiries"."created_at")
FROM "inquiries" INNER JOIN "listings" ON "listings"."id" = "inquiries"."listing_id"
GROUP BY "listings"."owner_id", "inquiries"."buyer_id";--> statement-breakpoint
UPDATE "inquiries" SET "lead_id" = "leads"."id"
FROM "listings", "leads"
WHERE "listings"."id" = "inquiries"."listing_id" AND "leads"."owner_id" = "listings"."owner_id" AND "leads"."buyer_id" = "inquiries"."buyer_id";--> statement-breakpoint
-- docs/leads.md#response-time: the owner's first message in each thread so far.
UPDATE "inquiries" SET "first_reply_at" = "first"."at"
FROM (
  SELECT "inquiry_messages"."inquiry_id", min("inquiry_messages"."created_at") AS "at"
  FROM "inquiry_messages"
  INNER JOIN "inquiries" ON "inquiries"."id" = "inquiry_messages"."inquiry_id"
  WHERE "inquiry_messages"."author_id" <> "inquiries"."buyer_id"
  GROUP BY "inquiry_messages"."inquiry_id"
) AS "first"
WHERE "first"."inquiry_id" = "inquiries"."id";--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "lead_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_owner_buyer" ON "leads" USING btree ("owner_id","buyer_id");--> statement-breakpoint
CREATE INDEX "leads_owner_follow_up" ON "leads" USING btree ("owner_id","follow_up_on") WHERE "leads"."stage" not in ('won', 'lost');--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_project_id_builder_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."builder_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_project_idx" ON "inquiries" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_lead_idx" ON "inquiries" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_one_property" CHECK (num_nonnulls("inquiries"."listing_id", "inquiries"."project_id") = 1);