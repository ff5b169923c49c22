-- Releases from 0020 on seal the plain secrets when an instance starts and empty their columns.
-- A row still unsealed fails the NOT NULL below, and the migration with it, rather than losing
-- its secret: start a release from before this migration once first.
ALTER TABLE "open_api_keys" ALTER COLUMN "sealed_signing_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "open_api_keys" ALTER COLUMN "secrets_key_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "sealed_secret" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "secrets_key_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "open_api_keys" DROP COLUMN "secret_digest";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP COLUMN "secret";