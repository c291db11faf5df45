CREATE TABLE "guardians" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"relation" smallint NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"may_pick_up" boolean DEFAULT true NOT NULL,
	"photo" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" smallint NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "id_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "id_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "household" smallint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "blood_type" smallint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "trusteeship" smallint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "ethnicity" smallint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "nationality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "labels" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "photo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "enrol_date" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "student_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "birthplace" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "household_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "only_child" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "left_behind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "allergies" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "conditions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "health_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "leave_date" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "leave_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exceptions" ADD CONSTRAINT "student_exceptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exceptions" ADD CONSTRAINT "student_exceptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardians_school_idx" ON "guardians" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "guardians_student_idx" ON "guardians" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_exceptions_school_idx" ON "student_exceptions" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "student_exceptions_student_idx" ON "student_exceptions" USING btree ("student_id");