CREATE TABLE "article_daily_views" (
	"article_id" bigint NOT NULL,
	"day" text NOT NULL,
	"pv" integer DEFAULT 0 NOT NULL,
	"uv" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"charged_at" timestamp with time zone,
	CONSTRAINT "article_daily_views_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "article_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"article_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"actor_user_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_temp_links" (
	"id" bigint PRIMARY KEY NOT NULL,
	"article_id" bigint NOT NULL,
	"token" text NOT NULL,
	"mobiles" text[] NOT NULL,
	"created_by" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_versions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"article_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_visitors" (
	"article_id" bigint NOT NULL,
	"day" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "article_visitors_article_id_day_visitor_hash_pk" PRIMARY KEY("article_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"title" text NOT NULL,
	"document" jsonb NOT NULL,
	"html" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_version" integer,
	"live_version" integer,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_daily_views" ADD CONSTRAINT "article_daily_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_events" ADD CONSTRAINT "article_events_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_temp_links" ADD CONSTRAINT "article_temp_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_temp_links" ADD CONSTRAINT "article_temp_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_visitors" ADD CONSTRAINT "article_visitors_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_events_article_idx" ON "article_events" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "article_temp_links_token_key" ON "article_temp_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "article_temp_links_article_idx" ON "article_temp_links" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_versions_key" ON "article_versions" USING btree ("article_id","version");--> statement-breakpoint
CREATE INDEX "articles_company_idx" ON "articles" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "articles_review_idx" ON "articles" USING btree ("status","submitted_at");