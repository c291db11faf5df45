CREATE TABLE "health_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"day" date NOT NULL,
	"session" smallint NOT NULL,
	"temperature" smallint,
	"symptoms" integer DEFAULT 0 NOT NULL,
	"result" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"hlc" text NOT NULL,
	"recorded_by" integer,
	"recorder_name" text DEFAULT '' NOT NULL,
	"create_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "illness_follow_ups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"day" date NOT NULL,
	"symptoms" integer DEFAULT 0 NOT NULL,
	"seen_doctor" boolean DEFAULT false NOT NULL,
	"diagnosis" text DEFAULT '' NOT NULL,
	"expected_return" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updater_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbreak_warnings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" uuid NOT NULL,
	"symptom" smallint NOT NULL,
	"day" date NOT NULL,
	"children" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_follow_ups" ADD CONSTRAINT "illness_follow_ups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_warnings" ADD CONSTRAINT "outbreak_warnings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_checks_class_day_idx" ON "health_checks" USING btree ("school_id","class_id","day");--> statement-breakpoint
CREATE INDEX "health_checks_student_day_idx" ON "health_checks" USING btree ("student_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "illness_follow_ups_student_day_idx" ON "illness_follow_ups" USING btree ("student_id","day");--> statement-breakpoint
CREATE INDEX "illness_follow_ups_school_day_idx" ON "illness_follow_ups" USING btree ("school_id","day");--> statement-breakpoint
CREATE INDEX "outbreak_warnings_class_symptom_idx" ON "outbreak_warnings" USING btree ("class_id","symptom","day");