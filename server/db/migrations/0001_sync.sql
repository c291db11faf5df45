CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"op" text NOT NULL,
	"row" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last_mutation_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_horizons" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"cursor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_rejections" (
	"client_id" text NOT NULL,
	"mutation_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" integer NOT NULL,
	"msg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_rejections_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_school_cursor_idx" ON "change_log" USING btree ("school_id","id");--> statement-breakpoint
CREATE INDEX "change_log_row_idx" ON "change_log" USING btree ("table_name","row_id");