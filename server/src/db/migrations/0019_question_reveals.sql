CREATE TABLE "question_reveals" (
	"interview_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_reveals_interview_id_question_id_pk" PRIMARY KEY("interview_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "question_reveals" ADD CONSTRAINT "question_reveals_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;