CREATE TABLE "interview_feedback" (
	"interview_id" uuid NOT NULL,
	"author_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"problem_solving" integer NOT NULL,
	"communication" integer NOT NULL,
	"code_quality" integer NOT NULL,
	"hints_needed" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_feedback_interview_id_author_id_pk" PRIMARY KEY("interview_id","author_id"),
	CONSTRAINT "interview_feedback_ratings_range" CHECK ("interview_feedback"."problem_solving" BETWEEN 1 AND 5 AND "interview_feedback"."communication" BETWEEN 1 AND 5 AND "interview_feedback"."code_quality" BETWEEN 1 AND 5 AND "interview_feedback"."hints_needed" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "interview_done_marks" (
	"interview_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_done_marks_interview_id_member_id_pk" PRIMARY KEY("interview_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_subject_id_members_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_done_marks" ADD CONSTRAINT "interview_done_marks_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_done_marks" ADD CONSTRAINT "interview_done_marks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_feedback_subject_idx" ON "interview_feedback" USING btree ("subject_id");
