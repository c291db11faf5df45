ALTER TABLE "change_log" ADD COLUMN "event_day" date;--> statement-breakpoint
CREATE INDEX "change_log_school_scope_day_idx" ON "change_log" USING btree ("school_id","scope","event_day","id");--> statement-breakpoint
-- Chat messages became the windowed scope chatHistory (contract/scopes.ts): their entries move there with their day.
UPDATE "change_log" SET "scope" = 'chatHistory', "event_day" = CASE WHEN "op" = 'put' AND ("entry"::jsonb #>> '{row,createTime}') ~ '^\d{4}-\d{2}-\d{2}'
  THEN left("entry"::jsonb #>> '{row,createTime}', 10)::date END
WHERE "table_name" = 'chatRecords';
