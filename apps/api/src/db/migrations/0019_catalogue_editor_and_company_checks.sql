-- The catalogue kept by managers in the staff app (issue 30): several ordered photos per gadget, a
-- version on categories, gadgets, models and companies for the 409 on a stale edit, hidden categories.
-- A company's discount only once the client's work there is confirmed (docs/decisions/049): the
-- company's list of employees' phones, or staff after a document. Running subscriptions keep the price
-- they were sold at, so nobody's running price changes; new orders wait for the confirmation.
CREATE TABLE "company_employees" (
	"company_id" integer NOT NULL,
	"phone" text NOT NULL,
	CONSTRAINT "company_employees_company_id_phone_pk" PRIMARY KEY("company_id","phone")
);
--> statement-breakpoint
ALTER TABLE "gadget_photos" DROP CONSTRAINT "gadget_photos_gadget_id_width_pk";--> statement-breakpoint
ALTER TABLE "gadget_photos" ADD CONSTRAINT "gadget_photos_gadget_id_version_width_pk" PRIMARY KEY("gadget_id","version","width");--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gadgets" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "company_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "company_verified_by" text;--> statement-breakpoint
ALTER TABLE "gadget_photos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_employees_phone_idx" ON "company_employees" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_verified_by_valid" CHECK ("clients"."company_verified_by" is null or "clients"."company_verified_by" in ('list', 'staff'));