-- Promo codes and pickup offices kept by managers in the staff app (docs/decisions/046): a version on
-- each for the 409 on a stale edit, an office's map link, and a code's validity in order.
ALTER TABLE "promo_codes" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_offices" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "pickup_offices" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_validity_order" CHECK ("promo_codes"."valid_from" is null or "promo_codes"."valid_until" is null or "promo_codes"."valid_until" > "promo_codes"."valid_from");
