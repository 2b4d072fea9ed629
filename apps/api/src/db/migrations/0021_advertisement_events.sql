CREATE TABLE "advertisement_daily_counts" (
	"advertisement_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"bot_count" integer NOT NULL,
	CONSTRAINT "advertisement_daily_counts_advertisement_id_day_type_pk" PRIMARY KEY("advertisement_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "advertisement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"type" text NOT NULL,
	"session" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"rolled_up" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "advertisement_events_one_view_idx" ON "advertisement_events" USING btree ("advertisement_id","session","day") WHERE type = 'view' and not bot;--> statement-breakpoint
CREATE INDEX "advertisement_events_ad_day_idx" ON "advertisement_events" USING btree ("advertisement_id","day");--> statement-breakpoint
CREATE INDEX "advertisement_events_waiting_idx" ON "advertisement_events" USING btree ("id") WHERE not rolled_up;--> statement-breakpoint
CREATE INDEX "advertisement_events_occurred_idx" ON "advertisement_events" USING btree ("occurred_at");