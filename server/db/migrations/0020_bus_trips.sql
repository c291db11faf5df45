CREATE TABLE "bus_riders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"route_id" uuid NOT NULL,
	"stop_id" uuid NOT NULL,
	"student_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_trip_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"route_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"student_id" uuid,
	"stop_id" uuid,
	"target_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"left_on_board" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hlc" text NOT NULL,
	"recorded_by" integer,
	"recorder_name" text DEFAULT '' NOT NULL,
	"create_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bus_riders" ADD CONSTRAINT "bus_riders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_riders" ADD CONSTRAINT "bus_riders_route_id_bus_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."bus_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_riders" ADD CONSTRAINT "bus_riders_stop_id_bus_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."bus_stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_trip_events" ADD CONSTRAINT "bus_trip_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_riders_route_student_idx" ON "bus_riders" USING btree ("route_id","student_id");--> statement-breakpoint
CREATE INDEX "bus_riders_school_idx" ON "bus_riders" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "bus_trip_events_trip_idx" ON "bus_trip_events" USING btree ("school_id","route_id","day");--> statement-breakpoint
CREATE INDEX "bus_trip_events_school_day_idx" ON "bus_trip_events" USING btree ("school_id","day");--> statement-breakpoint
CREATE INDEX "bus_trip_events_student_day_idx" ON "bus_trip_events" USING btree ("student_id","day");