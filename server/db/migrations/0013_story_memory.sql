CREATE TABLE "briefing_story_memory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"briefing_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"headline" text NOT NULL,
	"source" text NOT NULL,
	"terms" text[] NOT NULL,
	"facts" text[] NOT NULL,
	"vector" "bytea",
	"item_keys" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefing_story_memory" ADD CONSTRAINT "briefing_story_memory_briefing_id_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefing_story_memory" ADD CONSTRAINT "briefing_story_memory_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "briefing_story_memory_briefing_idx" ON "briefing_story_memory" USING btree ("briefing_id","sent_at");