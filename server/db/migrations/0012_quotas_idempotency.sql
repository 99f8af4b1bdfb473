CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Hand-written (issue #30), not generated: a database may already hold the same search twice for a
-- buyer (a burst of parallel saves passed the old count-then-insert check), and the unique index
-- below cannot be built over them. Keep each buyer's oldest copy; the others' matches go with them.
DELETE FROM "saved_searches" AS "copy" USING "saved_searches" AS "older"
WHERE "older"."user_id" = "copy"."user_id" AND "older"."query" = "copy"."query"
  AND ("older"."created_at", "older"."id") < ("copy"."created_at", "copy"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query" ON "saved_searches" USING btree ("user_id","query");