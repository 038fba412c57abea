DROP INDEX "deliveries_claim_idx";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "raw" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "nothing_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_history" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "deliveries_claim_idx" ON "deliveries" USING btree ("status","run_after") WHERE status in ('pending', 'prepared');--> statement-breakpoint
-- Rows prepared under the previous layout (decision 048), where the whole email was inside "content": the
-- composed MIME message, its recipient and the nothing-new flag move to their columns, the history row is
-- written now, hidden (as the engine now writes it when it prepares), and the email leaves "content" (so a
-- worker of the previous version, during a rolling upgrade, cannot send a converted row: it retries it later).
-- Rows a worker holds right now are left as they are; the worker of this version that claims one later
-- converts it the same way (server/delivery/worker.ts, adoptLegacyRow).
WITH "o" AS (
  SELECT "id", "history_id", "briefing_id", "kind", "content" FROM "deliveries"
  WHERE "status" = 'prepared' AND "recipient" IS NULL AND "content" ? 'html'
    AND ("locked_until" IS NULL OR "locked_until" < now())
  FOR UPDATE
), "d" AS (
  UPDATE "deliveries" SET "raw" = "o"."content"->>'raw', "recipient" = coalesce("o"."content"->>'to', ''),
    "nothing_new" = coalesce(("o"."content"->>'nothingNew')::boolean, false),
    "content" = "o"."content" - 'subject' - 'html' - 'text' - 'raw' - 'to'
  FROM "o" WHERE "deliveries"."id" = "o"."id"
  RETURNING "deliveries"."id", "deliveries"."nothing_new"
)
INSERT INTO "email_history" ("id", "briefing_id", "subject", "email_content", "text_content", "is_test", "sent_at", "hidden")
SELECT "o"."history_id", "o"."briefing_id", coalesce("o"."content"->>'subject', ''), "o"."content"->>'html',
  coalesce("o"."content"->>'text', ''), "o"."kind" = 'test', now(), true
FROM "o" JOIN "d" ON "d"."id" = "o"."id"
WHERE NOT ("o"."kind" = 'scheduled' AND "d"."nothing_new")
ON CONFLICT ("id") DO NOTHING;
