CREATE TABLE "payment_notices" (
	"provider" text NOT NULL,
	"notice_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_notices_provider_notice_id_pk" PRIMARY KEY("provider","notice_id")
);
--> statement-breakpoint
CREATE TABLE "payment_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"trade_key" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"school_id" integer,
	"bill_id" uuid,
	"payment_id" uuid,
	"order_id" text,
	"student_name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"refund_id" text NOT NULL,
	"state" text NOT NULL,
	"provider_answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"asked_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trade_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "close_owed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notices_received_idx" ON "payment_notices" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_returns_trade_idx" ON "payment_returns" USING btree ("provider","trade_no");--> statement-breakpoint
CREATE INDEX "payment_returns_state_idx" ON "payment_returns" USING btree ("state");--> statement-breakpoint
CREATE INDEX "payment_returns_school_idx" ON "payment_returns" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_close_owed_idx" ON "payments" USING btree ("id") WHERE "payments"."close_owed";