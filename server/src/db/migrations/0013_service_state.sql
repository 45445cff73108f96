CREATE TABLE "notice_outbox" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"mail" jsonb NOT NULL,
	"direct_message" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_pictures" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_outbox" ADD CONSTRAINT "notice_outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_outbox_pending_idx" ON "notice_outbox" USING btree ("next_attempt_at") WHERE "notice_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");