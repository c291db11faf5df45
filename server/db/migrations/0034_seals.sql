CREATE TABLE "seal_uses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"seal_id" uuid,
	"seal_name" text DEFAULT '' NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approval_id" text,
	"state" text NOT NULL,
	"issue" text DEFAULT '' NOT NULL,
	"decided_by_id" integer,
	"decided_by_name" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_id" integer,
	"used_by_name" text DEFAULT '' NOT NULL,
	"used_photo" text DEFAULT '' NOT NULL,
	"used_remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"keeper_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seal_uses" ADD CONSTRAINT "seal_uses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_uses" ADD CONSTRAINT "seal_uses_seal_id_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."seals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seals" ADD CONSTRAINT "seals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seal_uses_school_idx" ON "seal_uses" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seal_uses_approval_idx" ON "seal_uses" USING btree ("school_id","approval_id");--> statement-breakpoint
CREATE INDEX "seals_school_idx" ON "seals" USING btree ("school_id");