ALTER TABLE "device_units" ADD COLUMN "colour" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_units" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_units" ADD COLUMN "purchased_on" date;--> statement-breakpoint
ALTER TABLE "device_units" ADD COLUMN "purchase_cost" integer;--> statement-breakpoint
ALTER TABLE "device_units" ADD COLUMN "retired_reason" text;--> statement-breakpoint
ALTER TABLE "device_units" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_unit_idx" ON "audit_log" USING btree (("details"->>'unitId')) WHERE ("audit_log"."details"->>'unitId') is not null;--> statement-breakpoint
ALTER TABLE "device_units" ADD CONSTRAINT "device_units_purchase_cost_nonnegative" CHECK ("device_units"."purchase_cost" is null or "device_units"."purchase_cost" >= 0);