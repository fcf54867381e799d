ALTER TABLE "subscriptions" ADD COLUMN "pause_ends_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "handed_over_by" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "id_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_pause_end_idx" ON "subscriptions" USING btree ("pause_ends_on") WHERE "subscriptions"."status" = 3;