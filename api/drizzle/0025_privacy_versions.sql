CREATE TABLE "privacy_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "policy_version" integer;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "policy_locale" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_policy_version_privacy_versions_version_fk" FOREIGN KEY ("policy_version") REFERENCES "public"."privacy_versions"("version") ON DELETE no action ON UPDATE no action;