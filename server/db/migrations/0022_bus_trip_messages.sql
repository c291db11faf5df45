CREATE TABLE "bus_trip_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"route_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"phones" jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bus_trip_messages" ADD CONSTRAINT "bus_trip_messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_trip_messages_event_idx" ON "bus_trip_messages" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "bus_trip_messages_trip_idx" ON "bus_trip_messages" USING btree ("school_id","route_id","day");