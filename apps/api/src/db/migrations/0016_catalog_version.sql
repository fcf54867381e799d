-- Custom migration (docs/decisions/043): the catalogue's version, one row, raised by catalogChanged()
-- (src/db/catalog-version.ts) in the transaction of every catalogue write; each api process compares
-- it with the version of the catalogue it holds in memory. Written by hand and read and written only
-- through that file, so it is not in the drizzle schema (nor in a meta snapshot).
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CONSTRAINT "catalog_version_one_row" CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);
