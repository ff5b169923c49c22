CREATE TABLE "back_office_actions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"actor_user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"company_id" bigint,
	"user_id" bigint,
	"order_id" bigint,
	"detail" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "back_office_actions" ADD CONSTRAINT "back_office_actions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_office_actions" ADD CONSTRAINT "back_office_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_office_actions" ADD CONSTRAINT "back_office_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_office_actions" ADD CONSTRAINT "back_office_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "back_office_actions_company_idx" ON "back_office_actions" USING btree ("company_id","created_at");