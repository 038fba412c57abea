/**
 * The validation schemas of briefings (zod): the API's create/edit payload and the shapes it checks on
 * the way out. Kept apart from common/briefings.ts (vocabularies, billing state, texts) so the pages that
 * only display briefings load no zod (decision 104); the server and the create/edit form import this.
 */
import { z } from "zod";
import {
  CONTROL,
  DAYS_OF_WEEK,
  FREQUENCIES,
  hasVisibleText,
  isValidTimeZone,
  type LatestEmailDto,
  mapWeekdays,
  NAME_MAX,
  normaliseBriefingName,
  QUIET_DAYS,
  TEXT_CONTROL,
  TIMES_MAX,
  TOPIC_MAX,
} from "./briefings";

export const briefingNameSchema = z
  .string({ error: "Subscription name is required" })
  .transform(normaliseBriefingName)
  .pipe(
    z
      .string()
      .min(1, "Subscription name is required")
      .max(NAME_MAX, `Subscription name must be at most ${NAME_MAX} characters`)
      .refine((s) => !CONTROL.test(s), "Subscription name cannot contain control characters")
      .refine(hasVisibleText, "Subscription name must contain text, not only markup or spaces"),
  );

export const timeSchema = z
  .string({ error: "Time is required" })
  .trim()
  .min(1, "Time is required")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM (24-hour)");

export const timezoneSchema = z
  .string()
  .trim()
  .min(1, "Timezone is required")
  .refine(isValidTimeZone, "Unknown timezone (use an IANA name such as Europe/Berlin)");

const baseFields = {
  name: briefingNameSchema,
  frequency: z.enum(FREQUENCIES, { error: "Frequency must be daily or once-week" }),
  times: z
    .array(timeSchema, { error: "Time is required" })
    .min(1, "Time is required")
    .max(TIMES_MAX, `At most ${TIMES_MAX} times a day`)
    .superRefine((times, ctx) => {
      times.forEach((t, i) => {
        if (times.indexOf(t) !== i)
          ctx.addIssue({
            code: "custom",
            path: [i],
            message: `${t} is listed twice: each time can be used once`,
          });
      });
    }),
  day_of_week: z.enum(DAYS_OF_WEEK, { error: "Day of the week must be monday to sunday" }).nullish(),
  /** the chosen weekdays (decision 090): daily on these days (none or all = every day), weekly on each */
  days_of_week: z
    .array(z.enum(DAYS_OF_WEEK, { error: "Unknown weekday: use monday to sunday" }), {
      error: 'Weekdays must be a list such as ["monday", "friday"]',
    })
    .max(7, "At most seven weekdays")
    .nullish(),
  topic: z
    .string({ error: "Email content is required" })
    .trim()
    .min(1, "Email content is required")
    .max(TOPIC_MAX, `Email content must be at most ${TOPIC_MAX} characters`)
    .refine((s) => !TEXT_CONTROL.test(s), "Email content cannot contain control characters"),
  timezone: timezoneSchema,
  /** absent: "skip" on create, unchanged on edit (older clients do not send it) */
  quiet_days: z.enum(QUIET_DAYS, { error: "When nothing new matches: skip or note" }).optional(),
};

type Base = z.infer<z.ZodObject<typeof baseFields>>;

function weekdayRule(v: Base, ctx: z.RefinementCtx) {
  if (v.frequency === "once-week" && !v.day_of_week && !v.days_of_week?.length) {
    ctx.addIssue({
      code: "custom",
      path: ["day_of_week"],
      message: "Day of the week is required for once-week",
    });
  }
}

/**
 * The create/edit payload (spec §7: name, frequency, times, day_of_week, topic, timezone; + days_of_week).
 * Unknown keys (user_id, active, status, email, trial…) are stripped: a user cannot set them.
 * day_of_week is dropped for daily briefings.
 */
export const briefingInputSchema = z
  .object(baseFields)
  .superRefine(weekdayRule)
  // days_given: an older client that knows only day_of_week leaves the chosen weekdays as they are on edit
  .transform((v) => ({ ...v, ...mapWeekdays(v), days_given: v.days_of_week !== undefined }));

export type BriefingInput = z.input<typeof briefingInputSchema>;
export type BriefingValues = z.output<typeof briefingInputSchema>;

export const setActiveSchema = z.object({ active: z.boolean({ error: "active must be true or false" }) });

/** The newest sent email of a briefing as the list returns it (checked with this schema on the way out). */
export const latestEmailSchema: z.ZodType<LatestEmailDto> = z.object({
  id: z.uuid(),
  subject: z.string(),
  sent_at: z.iso.datetime({ offset: true }),
  is_test: z.boolean(),
});
