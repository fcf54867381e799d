ALTER TABLE "subscriptions" ADD COLUMN "delivery_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_from" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_to" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_delivery_window_valid" CHECK (("subscriptions"."delivery_on" is null) = ("subscriptions"."delivery_from" is null) and ("subscriptions"."delivery_from" is null) = ("subscriptions"."delivery_to" is null) and "subscriptions"."delivery_from" < "subscriptions"."delivery_to");