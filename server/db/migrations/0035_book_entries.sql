CREATE TABLE "book_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"category" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"day" date NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"recorder_id" integer,
	"recorder_name" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_entries" ADD CONSTRAINT "book_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_entries" ADD CONSTRAINT "book_entries_recorder_id_users_id_fk" FOREIGN KEY ("recorder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_entries" ADD CONSTRAINT "book_entries_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_entries_school_day_idx" ON "book_entries" USING btree ("school_id","day");