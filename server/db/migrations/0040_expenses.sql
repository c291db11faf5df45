CREATE TABLE "expense_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"budgets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"project_id" uuid,
	"project_name" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payee_account" text DEFAULT '' NOT NULL,
	"applicant_id" integer,
	"applicant_name" text DEFAULT '' NOT NULL,
	"approval_id" text,
	"state" text NOT NULL,
	"issue" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"pay_type" smallint,
	"pay_day" date,
	"payer_id" integer,
	"payer_name" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_projects" ADD CONSTRAINT "expense_projects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_projects_school_idx" ON "expense_projects" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "reimbursements_school_day_idx" ON "reimbursements" USING btree ("school_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reimbursements_approval_idx" ON "reimbursements" USING btree ("school_id","approval_id");