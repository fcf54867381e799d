ALTER TABLE "idempotency_keys" ADD COLUMN "effect_id" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sent_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "draft_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_order_per_draft" ON "subscriptions" USING btree ("client_id","draft_key") WHERE "subscriptions"."status" = 1 and "subscriptions"."draft_key" is not null;--> statement-breakpoint
-- Every try written before this migration was sent as it was claimed.
UPDATE "payments" SET "sent_attempts" = "attempts";
