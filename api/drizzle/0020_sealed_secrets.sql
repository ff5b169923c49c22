ALTER TABLE "open_api_keys" ALTER COLUMN "secret_digest" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "open_api_keys" ADD COLUMN "sealed_signing_key" text;--> statement-breakpoint
ALTER TABLE "open_api_keys" ADD COLUMN "secrets_key_id" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "sealed_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "secrets_key_id" text;--> statement-breakpoint
CREATE INDEX "open_api_idempotency_created_idx" ON "open_api_idempotency" USING btree ("created_at");