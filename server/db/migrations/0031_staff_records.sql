CREATE TABLE "staff_credential_reminders" (
	"credential_id" uuid NOT NULL,
	"school_id" integer NOT NULL,
	"expiry" date NOT NULL,
	"lead" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_credentials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"number" text NOT NULL,
	"issued" date,
	"expiry" date,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"birthday" date,
	"photo" text DEFAULT '' NOT NULL,
	"join_date" date,
	"contract_start" date,
	"contract_end" date,
	"political" smallint,
	"marital" smallint,
	"education" smallint,
	"degree" smallint,
	"teacher_cert" smallint,
	"major" text DEFAULT '' NOT NULL,
	"graduated_from" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"emergency_contact" text DEFAULT '' NOT NULL,
	"emergency_phone" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status_date" date,
	"status_reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_profiles_school_id_user_id_pk" PRIMARY KEY("school_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "staff_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_credential_reminders" ADD CONSTRAINT "staff_credential_reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_credentials" ADD CONSTRAINT "staff_credentials_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_credentials" ADD CONSTRAINT "staff_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_credential_reminders_key_idx" ON "staff_credential_reminders" USING btree ("credential_id","expiry","lead");--> statement-breakpoint
CREATE INDEX "staff_credentials_school_idx" ON "staff_credentials" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "staff_credentials_expiry_idx" ON "staff_credentials" USING btree ("expiry");