ALTER TABLE "availabilities" ADD COLUMN "bits" bit(336) GENERATED ALWAYS AS ((case when length(regexp_replace(grid::text, '[^tf]', '', 'g')) = 336
        then translate(regexp_replace(grid::text, '[^tf]', '', 'g'), 'tf', '10')::bit(336) end)) STORED;--> statement-breakpoint
CREATE INDEX "availabilities_updated_idx" ON "availabilities" USING btree ("updated");--> statement-breakpoint
CREATE INDEX "members_major_lower_idx" ON "members" USING btree (lower("major")) WHERE "members"."is_verified";--> statement-breakpoint
CREATE INDEX "members_grad_date_idx" ON "members" USING btree ("grad_date") WHERE "members"."is_verified";