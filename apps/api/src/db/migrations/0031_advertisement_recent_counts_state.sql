CREATE TABLE "advertisement_recent_counts_state" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"day" date NOT NULL,
	"events_from" bigint NOT NULL,
	"leads_since" timestamp with time zone NOT NULL,
	CONSTRAINT "advertisement_recent_counts_state_one_row" CHECK ("advertisement_recent_counts_state"."singleton")
);
--> statement-breakpoint
CREATE INDEX "advertisements_owner_idx" ON "advertisements" USING btree ("owner_id");