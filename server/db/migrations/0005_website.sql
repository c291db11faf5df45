CREATE TABLE "chat_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" uuid NOT NULL,
	"sender_user_id" integer,
	"sender_name" text NOT NULL,
	"sender_img" text DEFAULT '' NOT NULL,
	"content_type" smallint NOT NULL,
	"content" text NOT NULL,
	"voice_img" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_chats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"sys_type" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"photo_name" text NOT NULL,
	"photo_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_dynamics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"sys_type" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"sys_type" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"sys_type" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_records" ADD CONSTRAINT "chat_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_chats" ADD CONSTRAINT "class_chats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_banners" ADD CONSTRAINT "site_banners_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dynamics" ADD CONSTRAINT "site_dynamics_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_members" ADD CONSTRAINT "site_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_notices" ADD CONSTRAINT "site_notices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_records_class_idx" ON "chat_records" USING btree ("school_id","class_id","created_at");--> statement-breakpoint
CREATE INDEX "class_chats_school_idx" ON "class_chats" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "site_banners_school_idx" ON "site_banners" USING btree ("school_id","sys_type");--> statement-breakpoint
CREATE INDEX "site_dynamics_school_idx" ON "site_dynamics" USING btree ("school_id","sys_type");--> statement-breakpoint
CREATE INDEX "site_members_school_idx" ON "site_members" USING btree ("school_id","sys_type");--> statement-breakpoint
CREATE INDEX "site_notices_school_idx" ON "site_notices" USING btree ("school_id","sys_type");