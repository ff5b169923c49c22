CREATE TABLE "open_api_idempotency" (
	"key_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"result_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_api_idempotency_key_id_idempotency_key_pk" PRIMARY KEY("key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "open_api_keys" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"access_key" text NOT NULL,
	"secret_digest" text NOT NULL,
	"role_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text
);
--> statement-breakpoint
CREATE TABLE "open_api_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_usage" (
	"key_id" bigint NOT NULL,
	"day" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "open_api_usage_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
ALTER TABLE "open_api_idempotency" ADD CONSTRAINT "open_api_idempotency_key_id_open_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."open_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_api_keys" ADD CONSTRAINT "open_api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_api_keys" ADD CONSTRAINT "open_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_api_usage" ADD CONSTRAINT "open_api_usage_key_id_open_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."open_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_api_keys_access_key" ON "open_api_keys" USING btree ("access_key");--> statement-breakpoint
CREATE INDEX "open_api_keys_company_idx" ON "open_api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "open_api_signatures_seen_idx" ON "open_api_signatures" USING btree ("seen_at");