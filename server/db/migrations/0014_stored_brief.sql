ALTER TABLE "briefings" ADD COLUMN "brief" jsonb;--> statement-breakpoint
ALTER TABLE "briefings" ADD COLUMN "brief_source" text;--> statement-breakpoint
ALTER TABLE "briefings" ADD COLUMN "brief_topic_hash" text;