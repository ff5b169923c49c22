CREATE TABLE "captchas" (
	"img_uuid" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_type" smallint DEFAULT 1 NOT NULL,
	"custom_source" smallint DEFAULT 1 NOT NULL,
	"custom_source_type" smallint DEFAULT 1 NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"updated_on" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_applications" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tel" text,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"province_name" text,
	"city_name" text,
	"company" text NOT NULL,
	"content" text NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY NOT NULL,
	"title" smallint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"shop_status" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"official_price" integer,
	"is_show_official_price" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"balance_category" smallint NOT NULL,
	"remark" text,
	"expire" integer NOT NULL,
	"scope_desc" text,
	"rule_desc" text,
	"is_show_expire" boolean DEFAULT true NOT NULL,
	"product_type" smallint DEFAULT 3 NOT NULL,
	"details" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint,
	"name" text NOT NULL,
	"menu_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"previous_token_hash" text,
	"previous_valid_until" timestamp with time zone,
	"rotated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_reason" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"platform" smallint DEFAULT 1 NOT NULL,
	"user_status" smallint DEFAULT 1 NOT NULL,
	"is_chat_bot_manager" boolean DEFAULT false NOT NULL,
	"parent_user_id" bigint,
	"role_id" bigint,
	"show_name" text NOT NULL,
	"phone" text,
	"email" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"last_failed_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_previous_token_idx" ON "sessions" USING btree ("previous_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "used_nonces_seen_idx" ON "used_nonces" USING btree ("seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_key" ON "users" USING btree ("account");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "verify_codes_phone_idx" ON "verify_codes" USING btree ("phone","purpose");