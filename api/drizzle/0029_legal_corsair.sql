CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"vacancy_id" integer NOT NULL,
	"vacancy_title" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"cv_key" text NOT NULL,
	"cv_name" text NOT NULL,
	"cv_type" text NOT NULL,
	"cv_size" bigint NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"policy_version" integer,
	"policy_locale" text,
	"notes" text DEFAULT '' NOT NULL,
	"assignee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_policy_version_privacy_versions_version_fk" FOREIGN KEY ("policy_version") REFERENCES "public"."privacy_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;