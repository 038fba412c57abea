CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefings" ADD COLUMN "bounce_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "briefings" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "briefings" ADD COLUMN "pause_detail" text;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "article_summaries_created_idx" ON "article_summaries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deliveries_settled_slot_idx" ON "deliveries" USING btree ("slot_at") WHERE status in ('sent', 'skipped', 'failed');--> statement-breakpoint
CREATE INDEX "feed_items_seen_idx" ON "feed_items" USING btree ("first_seen_at");