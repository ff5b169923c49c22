CREATE TABLE "album_pages" (
	"album_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	CONSTRAINT "album_pages_album_id_position_pk" PRIMARY KEY("album_id","position")
);
--> statement-breakpoint
CREATE TABLE "album_temp_links" (
	"id" bigint PRIMARY KEY NOT NULL,
	"album_id" bigint NOT NULL,
	"token" text NOT NULL,
	"created_by" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_material_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"charged_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_status" CHECK ("albums"."status" in ('draft', 'published', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "business_cards" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"logo_material_id" bigint,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb,
	"introduction" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"updated_by" bigint NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_cards_status" CHECK ("business_cards"."status" in ('draft', 'published', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"kind" text NOT NULL,
	"material_id" bigint NOT NULL,
	"cover_material_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"charged_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_status" CHECK ("media_items"."status" in ('draft', 'published', 'withdrawn')),
	CONSTRAINT "media_items_kind" CHECK ("media_items"."kind" in ('video', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "showcase_image_sizes" (
	"material_id" bigint PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_pages" ADD CONSTRAINT "album_pages_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_pages" ADD CONSTRAINT "album_pages_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_temp_links" ADD CONSTRAINT "album_temp_links_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_temp_links" ADD CONSTRAINT "album_temp_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_cover_material_id_materials_id_fk" FOREIGN KEY ("cover_material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_logo_material_id_materials_id_fk" FOREIGN KEY ("logo_material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_cover_material_id_materials_id_fk" FOREIGN KEY ("cover_material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_image_sizes" ADD CONSTRAINT "showcase_image_sizes_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "album_temp_links_token_key" ON "album_temp_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "album_temp_links_album_idx" ON "album_temp_links" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "albums_company_idx" ON "albums" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_cards_company_key" ON "business_cards" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_cards_public_id_key" ON "business_cards" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "media_items_company_idx" ON "media_items" USING btree ("company_id","updated_at");