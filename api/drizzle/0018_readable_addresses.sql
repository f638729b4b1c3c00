CREATE TABLE "slug_history" (
	"resource" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_resource_locale_slug_pk" PRIMARY KEY("resource","locale","slug")
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "slug" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" jsonb DEFAULT '{}'::jsonb NOT NULL;