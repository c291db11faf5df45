-- The change log keeps each change as the JSON text a pull page sends, so a page is its entries joined.
ALTER TABLE "change_log" ADD COLUMN "entry" text;--> statement-breakpoint
UPDATE "change_log" SET "entry" = json_build_object('table', "table_name", 'op', "op", 'row', "row")::text;--> statement-breakpoint
ALTER TABLE "change_log" ALTER COLUMN "entry" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_log" DROP COLUMN "row";
