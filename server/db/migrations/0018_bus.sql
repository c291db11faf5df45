CREATE TABLE "bus_cars" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"plate" text NOT NULL,
	"model" text NOT NULL,
	"seats" smallint NOT NULL,
	"gps_device_id" text NOT NULL,
	"insurance_expiry" date,
	"inspection_expiry" date,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_drivers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"id_number" text NOT NULL,
	"licence_class" text NOT NULL,
	"licence_expiry" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_routes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"stops" jsonb NOT NULL,
	"car_id" uuid,
	"driver_id" uuid,
	"escort_id" integer,
	"escort_name" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"overspeed_kmh" integer NOT NULL,
	"corridor_m" integer NOT NULL,
	"parking_minutes" integer NOT NULL,
	"boarding_text" text NOT NULL,
	"alighting_text" text NOT NULL,
	CONSTRAINT "bus_settings_school_id_unique" UNIQUE("school_id")
);
--> statement-breakpoint
CREATE TABLE "bus_stops" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bus_cars" ADD CONSTRAINT "bus_cars_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_drivers" ADD CONSTRAINT "bus_drivers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_routes" ADD CONSTRAINT "bus_routes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_routes" ADD CONSTRAINT "bus_routes_car_id_bus_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."bus_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_routes" ADD CONSTRAINT "bus_routes_driver_id_bus_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."bus_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_settings" ADD CONSTRAINT "bus_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_stops" ADD CONSTRAINT "bus_stops_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_cars_school_plate_idx" ON "bus_cars" USING btree ("school_id","plate");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_cars_school_gps_idx" ON "bus_cars" USING btree ("school_id","gps_device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_drivers_school_phone_idx" ON "bus_drivers" USING btree ("school_id","phone");--> statement-breakpoint
CREATE INDEX "bus_routes_school_idx" ON "bus_routes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "bus_stops_school_idx" ON "bus_stops" USING btree ("school_id");