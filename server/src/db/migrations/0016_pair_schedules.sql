CREATE TABLE "pair_schedules" (
	"lead_interview_id" uuid PRIMARY KEY NOT NULL,
	"confirmed_by" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"proposal_time" timestamp with time zone,
	"proposal_by" integer,
	"proposal_at" timestamp with time zone,
	"invite_sequence" integer DEFAULT 0 NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pair_schedules" ADD CONSTRAINT "pair_schedules_lead_interview_id_interviews_id_fk" FOREIGN KEY ("lead_interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_schedules" ADD CONSTRAINT "pair_schedules_proposal_by_members_id_fk" FOREIGN KEY ("proposal_by") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;