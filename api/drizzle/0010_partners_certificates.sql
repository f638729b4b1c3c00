CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"image" text,
	"issuer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"logo" text,
	"link" text
);
