CREATE TABLE "demo_photo_plans" (
	"advertisement_id" uuid PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_photo_plans" ADD CONSTRAINT "demo_photo_plans_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;