CREATE TABLE "page_previews" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
