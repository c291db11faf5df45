CREATE TABLE "checkups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"date" text NOT NULL,
	"height_tenths" integer NOT NULL,
	"weight_tenths" integer NOT NULL,
	"head_tenths" integer,
	"haemoglobin" integer,
	"vision_left_tenths" smallint,
	"vision_right_tenths" smallint,
	"eye_appraisal" smallint,
	"hearing" smallint,
	"caries" smallint,
	"conclusion" text DEFAULT '' NOT NULL,
	"doctor" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"food_allergens" text[] NOT NULL,
	"other_allergies" text DEFAULT '' NOT NULL,
	"drug_allergies" text DEFAULT '' NOT NULL,
	"past_illnesses" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkups" ADD CONSTRAINT "checkups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_profiles" ADD CONSTRAINT "health_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkups_school_idx" ON "checkups" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "checkups_student_idx" ON "checkups" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "health_profiles_school_idx" ON "health_profiles" USING btree ("school_id");