CREATE TABLE "bus_devices" (
	"car_id" uuid PRIMARY KEY NOT NULL,
	"auth_code_hash" text,
	"registered_at" timestamp with time zone,
	"tracker_key_hash" text,
	"key_issued_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_fixes" (
	"car_id" uuid NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"school_id" integer NOT NULL,
	"lat" integer NOT NULL,
	"lng" integer NOT NULL,
	"speed" smallint NOT NULL,
	"direction" smallint NOT NULL,
	"altitude" smallint NOT NULL,
	"alarm" bigint DEFAULT 0 NOT NULL,
	"status" bigint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_fixes_car_id_device_time_pk" PRIMARY KEY("car_id","device_time")
);
--> statement-breakpoint
CREATE TABLE "bus_track_days" (
	"car_id" uuid NOT NULL,
	"day" date NOT NULL,
	"school_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"built_version" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"track" "bytea",
	CONSTRAINT "bus_track_days_car_id_day_pk" PRIMARY KEY("car_id","day")
);
--> statement-breakpoint
ALTER TABLE "bus_devices" ADD CONSTRAINT "bus_devices_car_id_bus_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."bus_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_fixes" ADD CONSTRAINT "bus_fixes_car_id_bus_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."bus_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_track_days" ADD CONSTRAINT "bus_track_days_car_id_bus_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."bus_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_fixes_time_idx" ON "bus_fixes" USING btree ("device_time");--> statement-breakpoint
CREATE INDEX "bus_track_days_day_idx" ON "bus_track_days" USING btree ("day");