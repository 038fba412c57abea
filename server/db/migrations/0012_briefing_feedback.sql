CREATE TABLE "briefing_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"briefing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefing_feedback" ADD CONSTRAINT "briefing_feedback_briefing_id_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "briefing_feedback_target_idx" ON "briefing_feedback" USING btree ("briefing_id","kind","target");--> statement-breakpoint
CREATE INDEX "briefing_feedback_briefing_created_idx" ON "briefing_feedback" USING btree ("briefing_id","created_at");