CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"class_id" uuid NOT NULL,
	"school_year" text NOT NULL,
	"term_type" smallint NOT NULL,
	"title" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_fen" integer NOT NULL,
	"due_on" date NOT NULL,
	"overdue" smallint DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"read" smallint DEFAULT 4 NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"bill_id" uuid,
	"student_id" uuid,
	"student_name" text DEFAULT '' NOT NULL,
	"class_id" uuid,
	"class_name" text DEFAULT '' NOT NULL,
	"item_id" uuid,
	"item_name" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_type" smallint,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"bill_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"state" text NOT NULL,
	"receipt_no" text DEFAULT '' NOT NULL,
	"trade_no" text,
	"paid_at" timestamp with time zone,
	"operator_id" integer,
	"operator_name" text DEFAULT '' NOT NULL,
	"receipt_checked" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_ledger" ADD CONSTRAINT "finance_ledger_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_ledger" ADD CONSTRAINT "finance_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_school_term_idx" ON "bills" USING btree ("school_id","school_year","term_type","class_id");--> statement-breakpoint
CREATE INDEX "bills_student_idx" ON "bills" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "finance_ledger_school_day_idx" ON "finance_ledger" USING btree ("school_id","day");--> statement-breakpoint
CREATE INDEX "finance_ledger_source_idx" ON "finance_ledger" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "payments_bill_idx" ON "payments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "payments_school_idx" ON "payments" USING btree ("school_id","paid_at");