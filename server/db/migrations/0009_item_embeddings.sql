ALTER TABLE "feed_items" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "embedding_model" text;