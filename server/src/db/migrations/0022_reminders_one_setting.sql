-- Interview reminders have one setting, members.reminders_enabled (issue 30): a member who turned the reminders'
-- email off under "Email me about" keeps them off there, and the separate opt-out row goes.
UPDATE "members" SET "reminders_enabled" = false WHERE "id" IN (SELECT "member_id" FROM "notice_email_opt_outs" WHERE "kind" = 'reminder');--> statement-breakpoint
DELETE FROM "notice_email_opt_outs" WHERE "kind" = 'reminder';
