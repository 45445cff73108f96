-- The directory's cache key: bumped by every statement that changes members, inside that statement's transaction.
INSERT INTO "directory_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_directory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "directory_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_bump_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
