CREATE TABLE "bus_fuel_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"car_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"card_no" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"history" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bus_fuel_cards" ADD CONSTRAINT "bus_fuel_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_fuel_cards" ADD CONSTRAINT "bus_fuel_cards_car_id_bus_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."bus_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_fuel_cards_school_idx" ON "bus_fuel_cards" USING btree ("school_id");