CREATE TABLE "site_banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover" text NOT NULL,
	"video" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_scenarios" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"points" jsonb NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_tiers" (
	"level_id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"yearly_spend" integer,
	"benefits" jsonb NOT NULL
);
