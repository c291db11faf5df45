CREATE TABLE "income_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "other_incomes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"project_id" uuid NOT NULL,
	"project_name" text NOT NULL,
	"project_type" smallint NOT NULL,
	"payer_name" text NOT NULL,
	"payer_phone" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"day" date NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"receipt_no" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"operator_id" integer,
	"operator_name" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"voided_at" timestamp with time zone,
	"voider_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "income_projects" ADD CONSTRAINT "income_projects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_incomes" ADD CONSTRAINT "other_incomes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_incomes" ADD CONSTRAINT "other_incomes_project_id_income_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."income_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_incomes" ADD CONSTRAINT "other_incomes_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_projects_school_idx" ON "income_projects" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "other_incomes_school_day_idx" ON "other_incomes" USING btree ("school_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "other_incomes_receipt_no_idx" ON "other_incomes" USING btree ("school_id","receipt_no");