ALTER TABLE "change_log" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_keys" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "invitation_keys" ADD CONSTRAINT "invitation_keys_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_school_scope_cursor_idx" ON "change_log" USING btree ("school_id","scope","id");--> statement-breakpoint
-- Entries written before scopes existed get their table's scope (contract/scopes.ts, through its area).
UPDATE "change_log" SET "scope" = CASE "table_name"
  WHEN 'classes' THEN 'records' WHEN 'students' THEN 'records'
  WHEN 'siteBanners' THEN 'website' WHEN 'siteNotices' THEN 'website' WHEN 'siteMembers' THEN 'website' WHEN 'siteDynamics' THEN 'website'
  WHEN 'classChats' THEN 'classChat' WHEN 'chatRecords' THEN 'classChat'
  WHEN 'files' THEN 'files' ELSE "scope" END;
