ALTER TABLE "telegram_tickets" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "telegram_tickets" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "telegram_tickets" ADD COLUMN "ip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "telegram_tickets" ADD CONSTRAINT "telegram_tickets_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_tickets" ADD CONSTRAINT "telegram_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_codes_live_phone_unique" ON "auth_codes" USING btree ("phone") WHERE "auth_codes"."consumed_at" is null and "auth_codes"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "telegram_tickets_chat_idx" ON "telegram_tickets" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "telegram_tickets_ip_idx" ON "telegram_tickets" USING btree ("ip","created_at");