ALTER TABLE "bus_trip_events" ADD COLUMN "car_id" uuid;--> statement-breakpoint
ALTER TABLE "bus_trip_events" ADD COLUMN "driver_id" uuid;