import { Hono } from "hono";
import { z } from "zod";
import { briefingInputSchema, setActiveSchema } from "../../common/briefing-schemas";
import { pauseSchema } from "../../common/pause";
import { planInputSchema } from "../../common/plan";
import type { AppContext } from "../context";
import { coalesce } from "../http/coalesce";
import { requireUser, type SignedInEnv } from "../http/session";
import { serialiseJson, sharedJson } from "../http/shared-json";
import { validate } from "../http/validate";
import { createBriefing } from "./create-briefing";
import { deleteBriefing } from "./delete-briefing";
import { getHistory } from "./get-history";
import { listBriefingFeedback } from "./list-briefing-feedback";
import { getBriefing, listBriefings } from "./list-briefings";
import { pauseBriefing } from "./pause-briefing";
import { planBriefing } from "./plan-briefing";
import { removeBriefingFeedback } from "./remove-briefing-feedback";
import { previewOwnBriefing } from "./preview-briefing";
import { sendBriefingNow } from "./send-briefing-now";
import { sendTestEmail } from "./send-test-email";
import { setBriefingActive } from "./set-briefing-active";
import { skipNextSend, undoSkip } from "./skip-next-send";
import { updateBriefing } from "./update-briefing";

const historyQuery = z.object({
  name: z.string({ error: "name is required" }).min(1, "name is required").max(400),
});

/**
 * /api/briefings: every query is scoped to the signed-in user (another user's id answers 404).
 */
export function briefingRoutes(ctx: AppContext) {
  // a person's concurrent list requests share one read, never one from before they arrived (decision 078),
  // and its serialisation (decision 105)
  const listOwn = coalesce(async (userId: string) =>
    serialiseJson({ briefings: await listBriefings(ctx, userId) }),
  );
  return (
    new Hono<SignedInEnv>()
      .use(requireUser(ctx))
      .get("/", async (c) => sharedJson(c, await listOwn(c.var.user.id)))
      .post("/", validate("json", briefingInputSchema), async (c) => {
        const result = await createBriefing(ctx, c.var.user, c.req.valid("json"));
        return c.json(result, 201);
      })
      // what Tidings understood of a description, while it is typed (decision 097)
      .post("/plan", validate("json", planInputSchema), async (c) =>
        c.json({ plan: await planBriefing(ctx, c.var.user.id, c.req.valid("json")) }),
      )
      // History by name in the query string: any name (slashes included) survives the trip.
      .get("/history", validate("query", historyQuery), async (c) =>
        c.json(await getHistory(ctx, c.var.user.id, c.req.valid("query").name)),
      )
      .get("/:id", async (c) =>
        c.json({ briefing: await getBriefing(ctx, c.var.user.id, c.req.param("id")) }),
      )
      .put("/:id", validate("json", briefingInputSchema), async (c) =>
        c.json({ briefing: await updateBriefing(ctx, c.var.user, c.req.param("id"), c.req.valid("json")) }),
      )
      .put("/:id/active", validate("json", setActiveSchema), async (c) =>
        c.json({
          briefing: await setBriefingActive(
            ctx,
            c.var.user.id,
            c.req.param("id"),
            c.req.valid("json").active,
          ),
        }),
      )
      .post("/:id/test-email", async (c) =>
        c.json(await sendTestEmail(ctx, c.var.user.id, c.req.param("id"))),
      )
      // the email it would send now, never sent or recorded (decision 094)
      .post("/:id/preview", async (c) =>
        c.json({ preview: await previewOwnBriefing(ctx, c.var.user.id, c.req.param("id")) }),
      )
      // the schedule's holds and "Send now" (decisions 091, 092)
      .put("/:id/pause", validate("json", pauseSchema), async (c) =>
        c.json({
          briefing: await pauseBriefing(
            ctx,
            c.var.user.id,
            c.req.param("id"),
            c.req.valid("json").until,
            c.req.valid("json").catch_up,
          ),
        }),
      )
      .post("/:id/skip", async (c) =>
        c.json({ briefing: await skipNextSend(ctx, c.var.user.id, c.req.param("id")) }),
      )
      .delete("/:id/skip", async (c) =>
        c.json({ briefing: await undoSkip(ctx, c.var.user.id, c.req.param("id")) }),
      )
      .post("/:id/send-now", async (c) =>
        c.json(await sendBriefingNow(ctx, c.var.user.id, c.req.param("id"))),
      )
      // feedback from inside the emails, shown and undone on the edit page (decision 096)
      .get("/:id/feedback", async (c) =>
        c.json({ feedback: await listBriefingFeedback(ctx, c.var.user.id, c.req.param("id")) }),
      )
      .delete("/:id/feedback/:feedbackId", async (c) => {
        await removeBriefingFeedback(ctx, c.var.user.id, c.req.param("id"), c.req.param("feedbackId"));
        return c.json({ deleted: true as const });
      })
      .delete("/:id", async (c) => {
        await deleteBriefing(ctx, c.var.user.id, c.req.param("id"));
        return c.json({ deleted: true as const });
      })
  );
}
