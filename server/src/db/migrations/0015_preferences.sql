ALTER TABLE "behavioral_questions" ADD COLUMN "difficulty" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "question_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "interview_focus" text DEFAULT 'mixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "interview_difficulty" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "preferred_language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "technical_questions" ADD COLUMN "difficulty" text DEFAULT 'medium' NOT NULL;