CREATE TABLE "room_notes" (
	"interview_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_notes" ADD CONSTRAINT "room_notes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;