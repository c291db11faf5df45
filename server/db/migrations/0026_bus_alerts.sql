CREATE TABLE "bus_alert_states" (
	"car_id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"last_fix_at" timestamp with time zone NOT NULL,
	"state" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"car_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"route_id" uuid,
	"route_name" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"raised_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"value" integer NOT NULL,
	"limit" integer NOT NULL,
	"ack_user_id" integer,
	"ack_name" text DEFAULT '' NOT NULL,
	"ack_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bus_alert_states" ADD CONSTRAINT "bus_alert_states_car_id_bus_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."bus_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_alerts" ADD CONSTRAINT "bus_alerts_car_id_bus_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."bus_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_alerts_school_idx" ON "bus_alerts" USING btree ("school_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_alerts_open_idx" ON "bus_alerts" USING btree ("car_id","kind") WHERE "bus_alerts"."ended_at" is null;