CREATE TABLE "attendance_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" smallint NOT NULL,
	"leave_type" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"temperature" smallint,
	"hlc" text NOT NULL,
	"recorded_by" integer,
	"recorder_name" text DEFAULT '' NOT NULL,
	"create_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_events_class_day_idx" ON "attendance_events" USING btree ("school_id","class_id","day");--> statement-breakpoint
CREATE INDEX "attendance_events_student_day_idx" ON "attendance_events" USING btree ("student_id","day");