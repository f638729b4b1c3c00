CREATE TABLE "deleted_addresses" (
	"resource" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" integer NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_addresses_resource_locale_slug_pk" PRIMARY KEY("resource","locale","slug")
);
