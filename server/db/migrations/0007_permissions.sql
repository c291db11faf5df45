CREATE TABLE "position_rights" (
	"position_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "position_rights_position_id_permission_pk" PRIMARY KEY("position_id","permission")
);
--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "all_rights" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "position_rights" ADD CONSTRAINT "position_rights_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Until now every position could do everything its member's permission list allowed: existing positions keep that
-- (the principal narrows them in 角色权限); new schools' positions start from the recommended roles.
UPDATE "positions" SET "all_rights" = true;
