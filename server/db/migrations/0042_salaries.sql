CREATE TABLE "salary_months" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"month" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"slip_id" uuid NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_slips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"month_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"department_name" text DEFAULT '' NOT NULL,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"add_fen" integer DEFAULT 0 NOT NULL,
	"deduct_fen" integer DEFAULT 0 NOT NULL,
	"net_fen" integer DEFAULT 0 NOT NULL,
	"refund_fen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_templates_school_id_unique" UNIQUE("school_id")
);
--> statement-breakpoint
ALTER TABLE "salary_months" ADD CONSTRAINT "salary_months_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_refunds" ADD CONSTRAINT "salary_refunds_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_refunds" ADD CONSTRAINT "salary_refunds_slip_id_salary_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."salary_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_refunds" ADD CONSTRAINT "salary_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_month_id_salary_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."salary_months"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_templates" ADD CONSTRAINT "salary_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_months_school_month_idx" ON "salary_months" USING btree ("school_id","month");--> statement-breakpoint
CREATE INDEX "salary_refunds_slip_idx" ON "salary_refunds" USING btree ("slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_slips_month_user_idx" ON "salary_slips" USING btree ("month_id","user_id");--> statement-breakpoint
CREATE INDEX "salary_slips_school_user_idx" ON "salary_slips" USING btree ("school_id","user_id");