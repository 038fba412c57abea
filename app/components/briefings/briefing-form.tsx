import { AlertCircle, Clock, Loader2 } from "lucide-react";
import { formatClock } from "~/lib/format-time";
import { type FormEvent, useId, useState } from "react";
import {
  type BriefingFrequency,
  DAYS_OF_WEEK,
  type DayOfWeek,
  dayLabel,
  FREQUENCY_LABELS,
  NAME_MAX,
  type QuietDays,
  TOPIC_MAX,
} from "../../../common/briefings";
import type { BriefingInput } from "../../../common/briefing-schemas";
import { ApiError } from "~/lib/api";
import { TimesField, WeekdaysField } from "./schedule-fields";
import { PlanPanel } from "./plan-panel";
import { TopicExamples } from "./topic-examples";

export interface FormValues {
  name: string;
  frequency: BriefingFrequency | "";
  times: string[];
  day_of_week: DayOfWeek | "";
  /** daily: the days it sends on (all = every day); weekly: the days besides day_of_week (decision 090) */
  days: DayOfWeek[];
  topic: string;
  /** a time zone the person chose; "" = the one detected from the browser (the form's `timezone`) */
  timezone: string;
  /** a day nothing new matches: skip it, or send a short note (decision 094) */
  quiet_days: QuietDays;
}

/** A new briefing starts daily at 07:00 (in the browser's time zone): the most common choice. */
export const defaultForm: FormValues = {
  name: "",
  frequency: "daily",
  times: ["07:00"],
  day_of_week: "",
  days: [...DAYS_OF_WEEK],
  topic: "",
  timezone: "",
  quiet_days: "skip",
};

/** Every IANA zone this browser knows, with `current` kept even if the list lacks it (e.g. "UTC"). */
function zoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    /* an older browser: the current zone only */
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The form's weekdays from a saved briefing's (the API's days_of_week, mapped with day_of_week). */
export function daysOfBriefing(b: {
  frequency: BriefingFrequency;
  day_of_week: DayOfWeek | null;
  days_of_week: DayOfWeek[] | null;
}): DayOfWeek[] {
  if (b.frequency === "daily") return b.days_of_week?.length ? b.days_of_week : [...DAYS_OF_WEEK];
  return (b.days_of_week ?? []).filter((d) => d !== b.day_of_week);
}

/** A description needs a few words for the curation to find an interest in it. */
export const TOPIC_MIN_WORDS = 3;
export const TOPIC_TOO_SHORT = `Describe what you want to read in at least ${TOPIC_MIN_WORDS} words`;
const wordCount = (s: string) => s.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

export type FieldKey = "name" | "frequency" | "times" | "day_of_week" | "days_of_week" | "topic";
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** Client-side check of the spec's required fields (§5), every field at once; the server checks again. */
export function validateForm(v: FormValues): FieldErrors {
  const e: FieldErrors = {};
  if (!v.name.trim()) e.name = "Subscription name is required";
  if (!v.frequency) e.frequency = "Frequency is required";
  if (!v.times[0]) e.times = "Time of getting the mail is required";
  else if (v.times.some((t) => !t)) e.times = "Fill in every time, or remove the empty one";
  else {
    const twice = v.times.find((t, i) => v.times.indexOf(t) !== i);
    if (twice) e.times = `${formatClock(twice)} is listed twice: each time can be used once`;
  }
  if (v.frequency === "daily" && v.days.length === 0) e.days_of_week = "Choose at least one day";
  if (v.frequency === "once-week" && !v.day_of_week) e.day_of_week = "Day of the week is required";
  if (!v.topic.trim()) e.topic = "Email content is required";
  else if (wordCount(v.topic) < TOPIC_MIN_WORDS) e.topic = TOPIC_TOO_SHORT;
  return e;
}

/**
 * The form field a server error path belongs to ("times.0" → times). The curation names the
 * description `description`; the API calls it `topic`: both land on the same field.
 */
export function fieldOfPath(path: string): FieldKey | null {
  const head = path.split(".")[0];
  if (head === "description") return "topic";
  return head === "name" ||
    head === "frequency" ||
    head === "times" ||
    head === "day_of_week" ||
    head === "days_of_week" ||
    head === "topic"
    ? head
    : null;
}

export function toInput(v: FormValues, timezone: string): BriefingInput {
  return {
    name: v.name,
    frequency: v.frequency as BriefingFrequency,
    times: v.times.filter(Boolean),
    day_of_week: v.frequency === "once-week" ? (v.day_of_week as DayOfWeek) : null,
    days_of_week:
      v.frequency === "once-week"
        ? DAYS_OF_WEEK.filter((d) => d === v.day_of_week || v.days.includes(d))
        : v.days.length === DAYS_OF_WEEK.length
          ? null
          : v.days,
    topic: v.topic,
    timezone: v.timezone || timezone,
    quiet_days: v.quiet_days,
  };
}

/** Whether a failed save has messages the form shows next to its fields (no toast needed then). */
export function hasFieldErrors(err: unknown): boolean {
  return err instanceof ApiError && Object.keys(err.fieldErrors).some((p) => fieldOfPath(p) !== null);
}

const FIELD_ORDER: FieldKey[] = ["name", "frequency", "times", "day_of_week", "days_of_week", "topic"];

export function BriefingForm(props: {
  initial: FormValues;
  /** the briefing being edited (its plan shows the brief stored with it) */
  briefingId?: string;
  timezone: string;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  /** Saves; a rejection with field errors (ApiError) shows them next to their fields. */
  onSubmit(values: FormValues): Promise<unknown>;
  children?: React.ReactNode;
}) {
  const [v, setV] = useState<FormValues>(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const fieldId = (k: FieldKey) => `${id}-${k}`;
  const errId = (k: FieldKey) => `${id}-${k}-err`;

  const showErrors = (e: FieldErrors) => {
    setErrors(e);
    const first = FIELD_ORDER.find((k) => e[k]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  // Editing a field clears its own message (and the messages of fields the edit resets).
  const change = (patch: Partial<FormValues>, ...cleared: FieldKey[]) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((old) => {
      const next = { ...old };
      for (const k of cleared) delete next[k];
      return next;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validateForm(v);
    if (Object.keys(problems).length) return showErrors(problems);
    setErrors({});
    props.onSubmit(v).catch((err: unknown) => {
      if (!(err instanceof ApiError)) return;
      const fromServer: FieldErrors = {};
      for (const [path, message] of Object.entries(err.fieldErrors)) {
        const k = fieldOfPath(path);
        if (k && !fromServer[k]) fromServer[k] = message;
      }
      showErrors(fromServer);
    });
  };

  const a11y = (k: FieldKey) => ({
    id: fieldId(k),
    "aria-invalid": errors[k] ? true : undefined,
    "aria-describedby": errors[k] ? errId(k) : undefined,
  });
  const label = (k: FieldKey, text: string) => (
    <label htmlFor={fieldId(k)} className="mb-1.5 block text-sm font-medium text-ink">
      {text}
    </label>
  );
  const message = (k: FieldKey) =>
    errors[k] ? (
      <p id={errId(k)} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {errors[k]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div>
        {label("name", "Subscription name")}
        <input
          {...a11y("name")}
          className="field"
          value={v.name}
          maxLength={NAME_MAX}
          required
          placeholder="e.g. Morning tech digest"
          onChange={(e) => change({ name: e.target.value }, "name")}
        />
        {message("name")}
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          {label("frequency", "Frequency")}
          <select
            {...a11y("frequency")}
            className="field"
            value={v.frequency}
            required
            // Changing frequency resets the time to one empty entry and clears the weekday (spec §4).
            onChange={(e) =>
              change(
                {
                  frequency: e.target.value as BriefingFrequency,
                  times: [""],
                  day_of_week: "",
                  days: e.target.value === "daily" ? [...DAYS_OF_WEEK] : [],
                },
                "frequency",
                "times",
                "day_of_week",
                "days_of_week",
              )
            }
          >
            <option value="" disabled>
              Select frequency
            </option>
            <option value="daily">{FREQUENCY_LABELS.daily}</option>
            <option value="once-week">{FREQUENCY_LABELS["once-week"]}</option>
          </select>
          {message("frequency")}
        </div>
        <TimesField
          id={fieldId("times")}
          invalid={!!errors.times}
          describedBy={errors.times ? errId("times") : undefined}
          label={label("times", "Time of getting the mail")}
          message={message("times")}
          times={v.times}
          onChange={(times) => change({ times }, "times")}
        />
      </div>

      {v.frequency === "once-week" && (
        <div>
          {label("day_of_week", "Day of the week")}
          <select
            {...a11y("day_of_week")}
            className="field"
            value={v.day_of_week}
            required
            onChange={(e) => change({ day_of_week: e.target.value as DayOfWeek }, "day_of_week")}
          >
            <option value="" disabled>
              Select a day
            </option>
            {DAYS_OF_WEEK.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
          {message("day_of_week")}
        </div>
      )}

      {v.frequency && (
        <WeekdaysField
          id={fieldId("days_of_week")}
          invalid={!!errors.days_of_week}
          describedBy={errors.days_of_week ? errId("days_of_week") : undefined}
          label={null}
          message={message("days_of_week")}
          legend={v.frequency === "daily" ? "On these days" : "Also on"}
          hint={
            v.frequency === "daily"
              ? "Every day, or only the days you choose (e.g. Monday to Friday)."
              : "Optional: more days of the week, each at the same time."
          }
          days={v.days}
          locked={v.frequency === "once-week" && v.day_of_week ? v.day_of_week : null}
          onChange={(days) => change({ days }, "days_of_week")}
        />
      )}

      <p className="-mt-3 flex items-center gap-1.5 text-xs text-muted">
        <Clock className="size-3.5" aria-hidden /> Times are in your timezone:{" "}
        <span className="font-medium">{v.timezone || props.timezone}</span>
      </p>
      <div className="-mt-4 flex items-center gap-2 text-xs text-muted">
        <label htmlFor={`${id}-timezone`}>Time zone</label>
        <select
          id={`${id}-timezone`}
          className="field w-auto py-1 text-xs"
          value={v.timezone || props.timezone}
          onChange={(e) => change({ timezone: e.target.value === props.timezone ? "" : e.target.value })}
        >
          {zoneOptions(v.timezone || props.timezone).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </div>

      <div>
        {label("topic", "Email content")}
        <textarea
          {...a11y("topic")}
          className="field min-h-36"
          value={v.topic}
          maxLength={TOPIC_MAX}
          required
          placeholder="Describe what you want to read: topics, sources, regions, tone…"
          onChange={(e) => change({ topic: e.target.value }, "topic")}
        />
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">{message("topic")}</div>
          <p className="mt-1.5 shrink-0 text-xs text-muted">
            {v.topic.length}/{TOPIC_MAX}
          </p>
        </div>
        <TopicExamples onPick={(text) => change({ topic: text }, "topic")} />
        <PlanPanel
          description={v.topic}
          briefingId={props.briefingId}
          onChange={(topic) => change({ topic }, "topic")}
        />
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <label htmlFor={`${id}-quiet`} className="font-medium text-slate-700">
          When nothing new matches
        </label>
        <select
          id={`${id}-quiet`}
          className="field w-auto py-1.5"
          value={v.quiet_days}
          onChange={(e) => change({ quiet_days: e.target.value as QuietDays })}
        >
          <option value="skip">Skip that day</option>
          <option value="note">Send a short note</option>
        </select>
      </div>

      {props.children}

      <button
        type="submit"
        className="btn btn-primary btn-lg w-full"
        disabled={props.disabled || props.submitting}
      >
        {props.submitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {props.submitLabel}
      </button>
    </form>
  );
}
