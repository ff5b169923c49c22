CREATE TABLE "mini_app_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"mini_app_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"actor_user_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_app_responses" (
	"id" bigint PRIMARY KEY NOT NULL,
	"mini_app_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"submission_key" text NOT NULL,
	"mobile" text,
	"answers" jsonb NOT NULL,
	"other_text" jsonb NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_app_sms_codes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"mini_app_id" bigint NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_app_uploads" (
	"upload_id" bigint PRIMARY KEY NOT NULL,
	"mini_app_id" bigint NOT NULL,
	"question_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_app_versions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"mini_app_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_apps" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"document" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_version" integer,
	"live_version" integer,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "send_tasks" ADD COLUMN "prepaid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_app_events" ADD CONSTRAINT "mini_app_events_mini_app_id_mini_apps_id_fk" FOREIGN KEY ("mini_app_id") REFERENCES "public"."mini_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_app_responses" ADD CONSTRAINT "mini_app_responses_mini_app_id_mini_apps_id_fk" FOREIGN KEY ("mini_app_id") REFERENCES "public"."mini_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_app_sms_codes" ADD CONSTRAINT "mini_app_sms_codes_mini_app_id_mini_apps_id_fk" FOREIGN KEY ("mini_app_id") REFERENCES "public"."mini_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_app_uploads" ADD CONSTRAINT "mini_app_uploads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_app_uploads" ADD CONSTRAINT "mini_app_uploads_mini_app_id_mini_apps_id_fk" FOREIGN KEY ("mini_app_id") REFERENCES "public"."mini_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_app_versions" ADD CONSTRAINT "mini_app_versions_mini_app_id_mini_apps_id_fk" FOREIGN KEY ("mini_app_id") REFERENCES "public"."mini_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_apps" ADD CONSTRAINT "mini_apps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_apps" ADD CONSTRAINT "mini_apps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mini_app_events_app_idx" ON "mini_app_events" USING btree ("mini_app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mini_app_responses_submission_key" ON "mini_app_responses" USING btree ("mini_app_id","submission_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mini_app_responses_mobile_key" ON "mini_app_responses" USING btree ("mini_app_id","mobile") WHERE "mini_app_responses"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "mini_app_responses_app_idx" ON "mini_app_responses" USING btree ("mini_app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mini_app_sms_codes_mobile_idx" ON "mini_app_sms_codes" USING btree ("mini_app_id","mobile","created_at");--> statement-breakpoint
CREATE INDEX "mini_app_uploads_app_idx" ON "mini_app_uploads" USING btree ("mini_app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mini_app_versions_key" ON "mini_app_versions" USING btree ("mini_app_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "mini_apps_code_key" ON "mini_apps" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mini_apps_company_idx" ON "mini_apps" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "mini_apps_review_idx" ON "mini_apps" USING btree ("status","submitted_at");