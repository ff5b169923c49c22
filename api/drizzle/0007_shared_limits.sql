CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unknown_login_failures" (
	"account" text PRIMARY KEY NOT NULL,
	"failed_logins" integer NOT NULL,
	"last_failed_login_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unknown_login_failures_last_idx" ON "unknown_login_failures" USING btree ("last_failed_login_at");