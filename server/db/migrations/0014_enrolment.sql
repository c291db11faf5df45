CREATE TABLE "enrolments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"child_name" text NOT NULL,
	"gender" smallint NOT NULL,
	"birthday" date NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"parent_name" text NOT NULL,
	"parent_phone" text NOT NULL,
	"grade" smallint NOT NULL,
	"materials" text[] DEFAULT '{}' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"class_id" uuid,
	"student_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enrolments_student_id_unique" UNIQUE("student_id")
);
--> statement-breakpoint
CREATE TABLE "parent_invites" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	CONSTRAINT "parent_invites_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "parent_join_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"parent_name" text NOT NULL,
	"relation" text NOT NULL,
	"phone" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_invites" ADD CONSTRAINT "parent_invites_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_invites" ADD CONSTRAINT "parent_invites_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_invites" ADD CONSTRAINT "parent_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_join_requests" ADD CONSTRAINT "parent_join_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_join_requests" ADD CONSTRAINT "parent_join_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_join_requests" ADD CONSTRAINT "parent_join_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_school_idx" ON "enrolments" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "parent_join_requests_school_idx" ON "parent_join_requests" USING btree ("school_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_join_requests_live_idx" ON "parent_join_requests" USING btree ("student_id","phone") WHERE "parent_join_requests"."status" <> 2;