CREATE TABLE "wechat_jsapi_tickets" (
	"app_id" text PRIMARY KEY NOT NULL,
	"ticket" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
