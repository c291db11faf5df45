CREATE TABLE "medication_doses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"day" date NOT NULL,
	"timing" smallint NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"hlc" text NOT NULL,
	"recorded_by" integer,
	"recorder_name" text DEFAULT '' NOT NULL,
	"create_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"medicine" text NOT NULL,
	"dose" text NOT NULL,
	"method" smallint NOT NULL,
	"timings" jsonb NOT NULL,
	"start_day" date NOT NULL,
	"days" smallint NOT NULL,
	"remind_before" smallint NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_relation" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" integer,
	"creator_name" text DEFAULT '' NOT NULL,
	"create_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_reminders" (
	"order_id" uuid NOT NULL,
	"school_id" integer NOT NULL,
	"day" date NOT NULL,
	"timing" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_order_id_medication_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medication_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_reminders" ADD CONSTRAINT "medication_reminders_order_id_medication_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medication_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_reminders" ADD CONSTRAINT "medication_reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_doses_order_day_idx" ON "medication_doses" USING btree ("order_id","day");--> statement-breakpoint
CREATE INDEX "medication_orders_school_day_idx" ON "medication_orders" USING btree ("school_id","start_day");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_reminders_key_idx" ON "medication_reminders" USING btree ("order_id","day","timing");