CREATE TABLE "class_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"grade" smallint NOT NULL,
	"school_year" text NOT NULL,
	"reason" text NOT NULL,
	"plan_id" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"run_on" date NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"promoted" integer DEFAULT 0 NOT NULL,
	"graduated" integer DEFAULT 0 NOT NULL,
	"snapshot" jsonb,
	"cursor_after" bigint
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "head_teacher_id" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "assistants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "class_history" ADD CONSTRAINT "class_history_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_history" ADD CONSTRAINT "class_history_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_plans" ADD CONSTRAINT "promotion_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_history_school_idx" ON "class_history" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "class_history_class_idx" ON "class_history" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "promotion_plans_due_idx" ON "promotion_plans" USING btree ("state","run_on");