ALTER TABLE "news" ALTER COLUMN "share_image" SET DATA TYPE jsonb USING CASE WHEN "share_image" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('ru', "share_image") END;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "share_image" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "share_image" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "share_image" SET DATA TYPE jsonb USING CASE WHEN "share_image" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('ru', "share_image") END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "share_image" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "share_image" SET NOT NULL;--> statement-breakpoint
UPDATE "revisions" SET "snapshot" = jsonb_set("snapshot", '{shareImage}', CASE WHEN jsonb_typeof("snapshot"->'shareImage') = 'string' THEN jsonb_build_object('ru', "snapshot"->'shareImage') ELSE '{}'::jsonb END) WHERE jsonb_typeof("snapshot"->'shareImage') IN ('string', 'null');
