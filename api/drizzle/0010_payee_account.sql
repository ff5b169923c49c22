CREATE TABLE "site_payee_account" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_payee_account_single_row" CHECK ("site_payee_account"."id" = 1)
);
