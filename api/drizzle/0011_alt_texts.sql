ALTER TABLE "certificates" ADD COLUMN "image_alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "img_alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "logo_alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "img_alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "img_alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A logo's alt text is its owner's name: partners saved before alt texts existed get it.
UPDATE "partners" SET "logo_alt" = "name" WHERE "logo" IS NOT NULL;
