ALTER TABLE "export_files" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;