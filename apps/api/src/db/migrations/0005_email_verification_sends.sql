DROP INDEX "email_verifications_client_idx";--> statement-breakpoint
CREATE INDEX "email_verifications_client_idx" ON "email_verifications" USING btree ("client_id","created_at");