CREATE TABLE "balances" (
	"company_id" bigint NOT NULL,
	"category" smallint NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "balances_not_negative" CHECK ("balances"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bill_entries" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"category" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"quantity" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"service_days" integer,
	"description" text NOT NULL,
	"order_id" bigint,
	"lot_id" bigint,
	"actor_user_id" bigint,
	"bill_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lots" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"category" smallint NOT NULL,
	"title" text NOT NULL,
	"order_id" bigint,
	"quantity" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lots_remaining" CHECK ("ledger_lots"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"order_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"actor_user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"title" smallint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"price" integer NOT NULL,
	"repetitions" integer NOT NULL,
	"quantity" integer NOT NULL,
	"bill_category" smallint,
	"expire_months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"fee" bigint NOT NULL,
	"pay" bigint NOT NULL,
	"flow_no" text NOT NULL,
	"prove_upload_id" bigint NOT NULL,
	"remark" text,
	"review_reason" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"order_type" smallint NOT NULL,
	"shop_status" text NOT NULL,
	"prod_name" text NOT NULL,
	"prod_desc" text NOT NULL,
	"order_status" smallint DEFAULT 1 NOT NULL,
	"service_status" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"company_id" bigint NOT NULL,
	"category" smallint NOT NULL,
	"day" text NOT NULL,
	"consume" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_account_key";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ec_balance_alarm" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "balance_alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bill_category" smallint;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_entries" ADD CONSTRAINT "bill_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_entries" ADD CONSTRAINT "bill_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_entries" ADD CONSTRAINT "bill_entries_lot_id_ledger_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."ledger_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_entries" ADD CONSTRAINT "bill_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lots" ADD CONSTRAINT "ledger_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lots" ADD CONSTRAINT "ledger_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prove_upload_id_uploads_id_fk" FOREIGN KEY ("prove_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balances_key" ON "balances" USING btree ("company_id","category");--> statement-breakpoint
CREATE INDEX "bill_entries_company_idx" ON "bill_entries" USING btree ("company_id","category","bill_day");--> statement-breakpoint
CREATE INDEX "ledger_lots_company_idx" ON "ledger_lots" USING btree ("company_id","category","expires_at");--> statement-breakpoint
CREATE INDEX "ledger_lots_expiry_idx" ON "ledger_lots" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notices_company_idx" ON "notices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request_key" ON "orders" USING btree ("company_id","request_key");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_company_idx" ON "service_orders" USING btree ("company_id","order_type");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_daily_key" ON "usage_daily" USING btree ("company_id","category","day");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_key" ON "users" USING btree (lower("account"));