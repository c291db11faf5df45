CREATE TABLE "staff_attendance_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" smallint NOT NULL,
	"leave_type" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"hlc" text NOT NULL,
	"recorded_by" integer,
	"recorder_name" text DEFAULT '' NOT NULL,
	"create_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_attendance_events" ADD CONSTRAINT "staff_attendance_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance_events" ADD CONSTRAINT "staff_attendance_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_attendance_events_school_day_idx" ON "staff_attendance_events" USING btree ("school_id","day");--> statement-breakpoint
CREATE INDEX "staff_attendance_events_user_day_idx" ON "staff_attendance_events" USING btree ("user_id","day");