CREATE TABLE "refund_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"class_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"fee_item_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"unit_fen" integer DEFAULT 0 NOT NULL,
	"validity" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"class_id" uuid NOT NULL,
	"reason" smallint NOT NULL,
	"way" smallint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"audit" smallint DEFAULT 0 NOT NULL,
	"leave_on" date,
	"lines" jsonb NOT NULL,
	"amount_fen" integer NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"carried_fen" integer DEFAULT 0 NOT NULL,
	"carries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_id" uuid,
	"provider_refund_id" text,
	"provider_answer" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"operator_name" text DEFAULT '' NOT NULL,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refund_groups" ADD CONSTRAINT "refund_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_records" ADD CONSTRAINT "refund_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_records" ADD CONSTRAINT "refund_records_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_groups_school_idx" ON "refund_groups" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "refund_items_school_idx" ON "refund_items" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "refund_records_school_idx" ON "refund_records" USING btree ("school_id","state");--> statement-breakpoint
CREATE INDEX "refund_records_student_idx" ON "refund_records" USING btree ("school_id","student_id");