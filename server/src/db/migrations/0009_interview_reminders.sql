CREATE TABLE "interview_reminders" (
	"interview_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"proposed_time" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_reminders_interview_id_member_id_kind_pk" PRIMARY KEY("interview_id","member_id","kind")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
