CREATE TABLE "return_bookings" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"return_on" date NOT NULL,
	"office_id" integer,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_bookings_one_place" CHECK (("return_bookings"."office_id" is null) <> ("return_bookings"."address" is null))
);
--> statement-breakpoint
ALTER TABLE "return_bookings" ADD CONSTRAINT "return_bookings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_bookings" ADD CONSTRAINT "return_bookings_office_id_pickup_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."pickup_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_bookings_day_idx" ON "return_bookings" USING btree ("return_on");