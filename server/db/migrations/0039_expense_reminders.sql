CREATE TABLE "expense_reminder_notices" (
	"reminder_id" uuid NOT NULL,
	"school_id" integer NOT NULL,
	"due_day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_reminder_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reminder_id" uuid NOT NULL,
	"school_id" integer NOT NULL,
	"due_day" date NOT NULL,
	"planned_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"payee" text DEFAULT '' NOT NULL,
	"remind_time" smallint NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"schedule" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"creator_id" integer,
	"creator_name" text DEFAULT '' NOT NULL,
	"created_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_reminder_notices" ADD CONSTRAINT "expense_reminder_notices_reminder_id_expense_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."expense_reminders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reminder_notices" ADD CONSTRAINT "expense_reminder_notices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reminder_payments" ADD CONSTRAINT "expense_reminder_payments_reminder_id_expense_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."expense_reminders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reminder_payments" ADD CONSTRAINT "expense_reminder_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reminder_payments" ADD CONSTRAINT "expense_reminder_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reminders" ADD CONSTRAINT "expense_reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reminders" ADD CONSTRAINT "expense_reminders_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_reminder_notices_key_idx" ON "expense_reminder_notices" USING btree ("reminder_id","due_day");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_reminder_payments_key_idx" ON "expense_reminder_payments" USING btree ("reminder_id","due_day");--> statement-breakpoint
CREATE INDEX "expense_reminder_payments_school_idx" ON "expense_reminder_payments" USING btree ("school_id","due_day");--> statement-breakpoint
CREATE INDEX "expense_reminders_school_idx" ON "expense_reminders" USING btree ("school_id");