CREATE TABLE "applet_grid_workers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"region_code" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "unlocked_applets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_apps" ADD COLUMN "applet" text;--> statement-breakpoint
ALTER TABLE "applet_grid_workers" ADD CONSTRAINT "applet_grid_workers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applet_grid_workers" ADD CONSTRAINT "applet_grid_workers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applet_grid_workers_company_idx" ON "applet_grid_workers" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mini_apps_applet_key" ON "mini_apps" USING btree ("company_id","applet") WHERE "mini_apps"."applet" is not null;