-- Idempotent (IF NOT EXISTS): numbered 0012 while 0011 was on another branch; a database that applied an
-- earlier copy of this file before 0011 arrived may run it again (decision 096).
CREATE TABLE IF NOT EXISTS "briefing_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"briefing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "briefing_feedback_briefing_id_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "briefing_feedback_target_idx" ON "briefing_feedback" USING btree ("briefing_id","kind","target");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "briefing_feedback_briefing_created_idx" ON "briefing_feedback" USING btree ("briefing_id","created_at");
