CREATE TABLE "vaccine_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaccine_doses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"vaccine" text NOT NULL,
	"dose_no" smallint NOT NULL,
	"day" date NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vaccine_checks" ADD CONSTRAINT "vaccine_checks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccine_doses" ADD CONSTRAINT "vaccine_doses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vaccine_checks_school_idx" ON "vaccine_checks" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "vaccine_doses_school_student_idx" ON "vaccine_doses" USING btree ("school_id","student_id");