CREATE TABLE "builder_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_name" text,
	"tagline" text,
	"profile_photo" text,
	"website" text,
	"about" text,
	"company_established" text,
	"company_address" text,
	"expertise" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"property_type" text NOT NULL,
	"residential_type" text,
	"commercial_type" text,
	"project_status" text NOT NULL,
	"completion_timeline" text,
	"project_name" text NOT NULL,
	"description" text NOT NULL,
	"location" jsonb NOT NULL,
	"villa_details" jsonb,
	"flat_details" jsonb,
	"shop_details" jsonb,
	"office_details" jsonb,
	"mixed_use_details" jsonb,
	"expected_price" double precision,
	"total_area" double precision,
	"review_state" text DEFAULT 'pending_review' NOT NULL,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"property_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_media" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"file_key" text NOT NULL,
	"card_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"password_hash" text,
	"username" text,
	"google_sub" text,
	"is_staff" boolean DEFAULT false NOT NULL,
	"tokens_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builder_profiles" ADD CONSTRAINT "builder_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_projects" ADD CONSTRAINT "builder_projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_projects" ADD CONSTRAINT "builder_projects_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_property_id_builder_projects_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."builder_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_project_id_builder_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."builder_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builder_projects_owner_idx" ON "builder_projects" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "builder_projects_review_idx" ON "builder_projects" USING btree ("review_state","created_at");--> statement-breakpoint
CREATE INDEX "builder_projects_status_idx" ON "builder_projects" USING btree ("project_status");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_property_unique" ON "favourites" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_idx" ON "one_time_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "project_media_project_idx" ON "project_media" USING btree ("project_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_unique" ON "users" USING btree ("google_sub");