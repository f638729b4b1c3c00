CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"scheduled_by" integer,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"employment" text DEFAULT 'fullTime' NOT NULL,
	"salary" jsonb DEFAULT '{"from":null,"to":null}'::jsonb NOT NULL,
	"slug" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wait_for_translation" boolean DEFAULT false NOT NULL,
	"search_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"share_image" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"no_index" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;