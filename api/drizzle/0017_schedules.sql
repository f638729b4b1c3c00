ALTER TABLE "certificates" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;