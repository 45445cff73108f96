ALTER TABLE "interview_feedback" DROP CONSTRAINT "interview_feedback_ratings_range";--> statement-breakpoint
ALTER TABLE "interview_feedback" ALTER COLUMN "problem_solving" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_feedback" ALTER COLUMN "communication" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_feedback" ALTER COLUMN "code_quality" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_feedback" ALTER COLUMN "hints_needed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD COLUMN "rubric" text;--> statement-breakpoint
-- Existing feedback keeps every score as written. The interviewer's feedback was always about the candidate;
-- the interviewee's was about the interviewer on the candidate criteria, so it is marked as such
-- ('legacy_interviewer') rather than read as the new interviewer rubric.
UPDATE "interview_feedback" AS f SET "rubric" = CASE WHEN f."author_id" = i."interviewer_id" THEN 'candidate' ELSE 'legacy_interviewer' END
FROM "interviews" AS i WHERE i."id" = f."interview_id";--> statement-breakpoint
ALTER TABLE "interview_feedback" ALTER COLUMN "rubric" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD COLUMN "question_clarity" integer;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD COLUMN "hint_helpfulness" integer;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD COLUMN "professionalism" integer;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_scores_of_rubric" CHECK (("interview_feedback"."rubric" IN ('candidate', 'legacy_interviewer')
        AND "interview_feedback"."problem_solving" IS NOT NULL AND "interview_feedback"."communication" IS NOT NULL AND "interview_feedback"."code_quality" IS NOT NULL AND "interview_feedback"."hints_needed" IS NOT NULL
        AND "interview_feedback"."question_clarity" IS NULL AND "interview_feedback"."hint_helpfulness" IS NULL AND "interview_feedback"."professionalism" IS NULL)
      OR ("interview_feedback"."rubric" = 'interviewer'
        AND "interview_feedback"."question_clarity" IS NOT NULL AND "interview_feedback"."hint_helpfulness" IS NOT NULL AND "interview_feedback"."professionalism" IS NOT NULL
        AND "interview_feedback"."problem_solving" IS NULL AND "interview_feedback"."communication" IS NULL AND "interview_feedback"."code_quality" IS NULL AND "interview_feedback"."hints_needed" IS NULL));--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_ratings_range" CHECK ("interview_feedback"."problem_solving" BETWEEN 1 AND 5 AND "interview_feedback"."communication" BETWEEN 1 AND 5 AND "interview_feedback"."code_quality" BETWEEN 1 AND 5 AND "interview_feedback"."hints_needed" BETWEEN 1 AND 5 AND "interview_feedback"."question_clarity" BETWEEN 1 AND 5 AND "interview_feedback"."hint_helpfulness" BETWEEN 1 AND 5 AND "interview_feedback"."professionalism" BETWEEN 1 AND 5);