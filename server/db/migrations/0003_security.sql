CREATE TABLE "captcha_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"captcha_type" text NOT NULL,
	"answer" jsonb NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL,
	"client_uid" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"verification_hash" text,
	"verification_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	CONSTRAINT "captcha_challenges_verification_hash_unique" UNIQUE("verification_hash")
);
--> statement-breakpoint
CREATE TABLE "security_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"mobile_phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_phone" text NOT NULL,
	"type" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_phone" text NOT NULL,
	"channel" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_grants" ADD CONSTRAINT "security_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_ip_time_idx" ON "captcha_challenges" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "captcha_challenges_expiry_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "security_grants_expiry_idx" ON "security_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_time_idx" ON "sms_codes" USING btree ("mobile_phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_time_idx" ON "sms_messages" USING btree ("created_at");