CREATE TABLE "order_invoices" (
	"order_id" text PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"contract_id" text NOT NULL,
	"contract_money" numeric(12, 2) NOT NULL,
	"invoice_money" numeric(12, 2) NOT NULL,
	"invoice_title" text NOT NULL,
	"invoice_type" smallint NOT NULL,
	"title_type" smallint DEFAULT 1 NOT NULL,
	"tax_number" text NOT NULL,
	"deposit_address" text NOT NULL,
	"phone" text NOT NULL,
	"deposit_bank" text NOT NULL,
	"deposit_account" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"applied_by" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"invoice_no" text,
	"issued_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_invoices_school_idx" ON "order_invoices" USING btree ("school_id");