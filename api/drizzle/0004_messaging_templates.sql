CREATE TABLE "carrier_reviews" (
	"id" bigint PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"carrier" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"ticket" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_reviews_subject" CHECK ("carrier_reviews"."subject_kind" in ('chatbot', 'template', 'material')),
	CONSTRAINT "carrier_reviews_state" CHECK ("carrier_reviews"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "carrier_simulator_answers" (
	"ticket" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"approved" boolean NOT NULL,
	"reason" text,
	"answer_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chatbots" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"logo_upload_id" bigint NOT NULL,
	"description" text NOT NULL,
	"industry" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"service_phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"review_start_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_media" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"upload_id" bigint NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_templates" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"upload_id" bigint NOT NULL,
	"cover_upload_id" bigint,
	"size" integer NOT NULL,
	"duration_seconds" integer,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_kind" CHECK ("materials"."kind" in ('image', 'video', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "template_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"actor_user_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_materials" (
	"template_id" bigint NOT NULL,
	"material_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"chatbot_id" bigint NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"variables" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"review_start_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"copied_from_id" bigint,
	"created_by" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_media" ADD CONSTRAINT "library_media_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_events" ADD CONSTRAINT "template_events_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_materials" ADD CONSTRAINT "template_materials_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_materials" ADD CONSTRAINT "template_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_reviews_subject_key" ON "carrier_reviews" USING btree ("subject_kind","subject_id","carrier");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_reviews_ticket_key" ON "carrier_reviews" USING btree ("ticket");--> statement-breakpoint
CREATE INDEX "carrier_reviews_due_idx" ON "carrier_reviews" USING btree ("next_attempt_at") WHERE "carrier_reviews"."ticket" is null;--> statement-breakpoint
CREATE INDEX "carrier_simulator_due_idx" ON "carrier_simulator_answers" USING btree ("answer_at") WHERE "carrier_simulator_answers"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chatbots_name_key" ON "chatbots" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "chatbots_company_idx" ON "chatbots" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "chatbots_review_idx" ON "chatbots" USING btree ("status","review_start_at");--> statement-breakpoint
CREATE INDEX "materials_company_idx" ON "materials" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "template_events_template_idx" ON "template_events" USING btree ("template_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "template_materials_key" ON "template_materials" USING btree ("template_id","material_id");--> statement-breakpoint
CREATE INDEX "template_materials_material_idx" ON "template_materials" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "templates_company_idx" ON "templates" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "templates_status_idx" ON "templates" USING btree ("status","review_start_at");--> statement-breakpoint
CREATE INDEX "templates_expiry_idx" ON "templates" USING btree ("expires_at");