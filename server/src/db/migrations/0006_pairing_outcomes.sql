CREATE TABLE "retired_interviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"week_start" date NOT NULL,
	"interviewer_id" integer NOT NULL,
	"interviewee_id" integer NOT NULL,
	"reason" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pool_entries" ADD COLUMN "priority_at_pairing" integer;--> statement-breakpoint
ALTER TABLE "pool_entries" ADD COLUMN "unpaired_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retired_interviews" ADD CONSTRAINT "retired_interviews_interviewer_id_members_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_interviews" ADD CONSTRAINT "retired_interviews_interviewee_id_members_id_fk" FOREIGN KEY ("interviewee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Members left unpaired before this migration were already told (at pairing time); the notification job must not tell them again.
UPDATE "pool_entries" SET "unpaired_notified_at" = now();
