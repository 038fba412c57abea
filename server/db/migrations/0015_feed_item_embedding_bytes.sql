-- Decision 135: an item's embedding as float32 bytes. real[] has no cast to bytea: the stored vectors are
-- dropped, and each feed's items are embedded again at its next refresh (embed-feed-items.ts embeds the
-- items that have none).
ALTER TABLE "feed_items" DROP COLUMN "embedding";--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "embedding" bytea;
