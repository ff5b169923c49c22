CREATE TABLE "carrier_callbacks" (
	"id" bigint PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"kind" text NOT NULL,
	"chatbot_uri" text NOT NULL,
	"entry" jsonb NOT NULL,
	"digest" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "carrier_callbacks_kind" CHECK ("carrier_callbacks"."kind" in ('status', 'message', 'check'))
);
--> statement-breakpoint
CREATE TABLE "upstream_messages" (
	"id" bigint PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"carrier_message_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"postback" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upstream_messages_kind" CHECK ("upstream_messages"."kind" in ('text', 'reply', 'action', 'location', 'file'))
);
--> statement-breakpoint
ALTER TABLE "chatbots" ADD COLUMN "carrier_chatbot_ids" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_callbacks_digest_key" ON "carrier_callbacks" USING btree ("digest");--> statement-breakpoint
CREATE INDEX "carrier_callbacks_due_idx" ON "carrier_callbacks" USING btree ("id") WHERE "carrier_callbacks"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "upstream_messages_carrier_key" ON "upstream_messages" USING btree ("carrier_message_id");--> statement-breakpoint
CREATE INDEX "upstream_messages_recipient_idx" ON "upstream_messages" USING btree ("task_id","seq");