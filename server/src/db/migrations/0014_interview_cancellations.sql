CREATE TABLE "interview_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_start" date NOT NULL,
	"interview_id" uuid NOT NULL,
	"cancelled_by_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"admin_id" integer,
	"reason" text NOT NULL,
	"late" boolean NOT NULL,
	"scheduled_time" timestamp with time zone,
	"cancelled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_cancellations" ADD CONSTRAINT "interview_cancellations_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_cancellations" ADD CONSTRAINT "interview_cancellations_cancelled_by_id_members_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_cancellations" ADD CONSTRAINT "interview_cancellations_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_cancellations" ADD CONSTRAINT "interview_cancellations_admin_id_members_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_cancellations_week_idx" ON "interview_cancellations" USING btree ("week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_cancellations_interview_idx" ON "interview_cancellations" USING btree ("interview_id");
