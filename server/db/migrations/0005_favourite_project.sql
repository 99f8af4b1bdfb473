ALTER TABLE "favourites" RENAME COLUMN "property_id" TO "project_id";--> statement-breakpoint
ALTER INDEX "favourites_user_property_unique" RENAME TO "favourites_user_project_unique";--> statement-breakpoint
ALTER TABLE "favourites" RENAME CONSTRAINT "favourites_property_id_builder_projects_id_fk" TO "favourites_project_id_builder_projects_id_fk";
