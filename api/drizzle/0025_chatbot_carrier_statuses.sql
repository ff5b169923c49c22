ALTER TABLE "carrier_callbacks" DROP CONSTRAINT "carrier_callbacks_kind";--> statement-breakpoint
ALTER TABLE "chatbots" ADD COLUMN "carrier_statuses" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_callbacks" ADD CONSTRAINT "carrier_callbacks_kind" CHECK ("carrier_callbacks"."kind" in ('status', 'message', 'check', 'change', 'spam'));