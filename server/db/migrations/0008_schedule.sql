ALTER TABLE "briefings" ADD COLUMN "days_of_week" text[];--> statement-breakpoint
ALTER TABLE "briefings" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "briefings" ADD COLUMN "skip_slot_at" timestamp with time zone;