CREATE TABLE "bus_companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"licence_no" text DEFAULT '' NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "bus_companies_school_id_unique" UNIQUE("school_id")
);
--> statement-breakpoint
CREATE TABLE "bus_expiry_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"expiry" date NOT NULL,
	"lead" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"route_ids" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bus_drivers" ADD COLUMN "photo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bus_companies" ADD CONSTRAINT "bus_companies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_expiry_reminders" ADD CONSTRAINT "bus_expiry_reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_lines" ADD CONSTRAINT "bus_lines_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_expiry_reminders_key_idx" ON "bus_expiry_reminders" USING btree ("subject_id","kind","expiry","lead");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_lines_school_name_idx" ON "bus_lines" USING btree ("school_id","name");