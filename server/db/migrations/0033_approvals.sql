CREATE TABLE "approval_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"cc_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"template_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"kind" text NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"department_name" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"form" jsonb NOT NULL,
	"flow" jsonb NOT NULL,
	"current_step" integer,
	"status" smallint NOT NULL,
	"waiting_ids" integer[] DEFAULT '{}' NOT NULL,
	"decided_ids" integer[] DEFAULT '{}' NOT NULL,
	"cc_ids" integer[] DEFAULT '{}' NOT NULL,
	"cc_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeline" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "leader_user_id" integer;--> statement-breakpoint
ALTER TABLE "approval_templates" ADD CONSTRAINT "approval_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_template_id_approval_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."approval_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_templates_school_idx" ON "approval_templates" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "approvals_school_created_idx" ON "approvals" USING btree ("school_id","submitted_at");--> statement-breakpoint
CREATE INDEX "approvals_applicant_idx" ON "approvals" USING btree ("applicant_id");