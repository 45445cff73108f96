ALTER TABLE "members" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_entries" ADD COLUMN "second_practice" boolean DEFAULT false NOT NULL;