CREATE TABLE "delivery_receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"state" text NOT NULL,
	"cause" text,
	"due_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_batches" (
	"task_id" bigint NOT NULL,
	"batch" integer NOT NULL,
	"size" integer NOT NULL,
	"state" text DEFAULT 'charged' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "send_batches_task_id_batch_pk" PRIMARY KEY("task_id","batch"),
	CONSTRAINT "send_batches_state" CHECK ("send_batches"."state" in ('charged', 'handed'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "detail_enquiry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "send_batches" ADD CONSTRAINT "send_batches_task_id_send_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."send_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_receipts_due_idx" ON "delivery_receipts" USING btree ("due_at") WHERE applied_at is null;--> statement-breakpoint
CREATE INDEX "delivery_receipts_recipient_idx" ON "delivery_receipts" USING btree ("task_id","seq");--> statement-breakpoint
CREATE INDEX "send_batches_state_idx" ON "send_batches" USING btree ("state","next_attempt_at");