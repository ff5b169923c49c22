CREATE TABLE "contact_groups" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_files" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"size" bigint,
	"storage_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_files_state" CHECK ("export_files"."state" in ('queued', 'generating', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "send_recipients" (
	"task_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"company_id" bigint NOT NULL,
	"mobile" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"carrier" text NOT NULL,
	"capability" text DEFAULT 'unknown' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"cause" text,
	"batch" integer,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "send_recipients_task_id_seq_pk" PRIMARY KEY("task_id","seq")
);
--> statement-breakpoint
CREATE TABLE "send_task_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"actor_user_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_tasks" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"chatbot_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"send_at" timestamp with time zone,
	"request" jsonb NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"charged_count" integer DEFAULT 0 NOT NULL,
	"refunded_count" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"end_note" text,
	"created_by" bigint NOT NULL,
	"reviewed_by" bigint,
	"submitted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"receipts_final_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_groups" ADD CONSTRAINT "contact_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_groups" ADD CONSTRAINT "contact_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_recipients" ADD CONSTRAINT "send_recipients_task_id_send_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."send_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_task_events" ADD CONSTRAINT "send_task_events_task_id_send_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."send_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_tasks" ADD CONSTRAINT "send_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_tasks" ADD CONSTRAINT "send_tasks_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_tasks" ADD CONSTRAINT "send_tasks_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_tasks" ADD CONSTRAINT "send_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_tasks" ADD CONSTRAINT "send_tasks_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_groups_company_name_key" ON "contact_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_group_mobile_key" ON "contacts" USING btree ("group_id","mobile");--> statement-breakpoint
CREATE INDEX "contacts_company_mobile_idx" ON "contacts" USING btree ("company_id","mobile");--> statement-breakpoint
CREATE INDEX "export_files_company_idx" ON "export_files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "send_recipients_state_idx" ON "send_recipients" USING btree ("task_id","state");--> statement-breakpoint
CREATE INDEX "send_recipients_company_mobile_idx" ON "send_recipients" USING btree ("company_id","mobile");--> statement-breakpoint
CREATE INDEX "send_task_events_task_idx" ON "send_task_events" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "send_tasks_company_idx" ON "send_tasks" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "send_tasks_status_idx" ON "send_tasks" USING btree ("status","send_at");