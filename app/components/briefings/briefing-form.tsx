import { Clock, Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type BriefingFrequency,
  type BriefingInput,
  DAYS_OF_WEEK,
  type DayOfWeek,
  dayLabel,
  FREQUENCY_LABELS,
  NAME_MAX,
  TOPIC_MAX,
} from "../../../common/briefings";

export interface FormValues {
  name: string;
  frequency: BriefingFrequency | "";
  times: string[];
  day_of_week: DayOfWeek | "";
  topic: string;
}

export const emptyForm: FormValues = { name: "", frequency: "", times: [""], day_of_week: "", topic: "" };

/** Client-side check of the spec's required fields (§5); the server checks everything again. */
export function validateForm(v: FormValues): string | null {
  if (!v.name.trim()) return "Subscription name is required";
  if (!v.frequency) return "Frequency is required";
  if (!v.times[0]) return "Time of getting the mail is required";
  if (v.frequency === "once-week" && !v.day_of_week) return "Day of the week is required";
  if (!v.topic.trim()) return "Email content is required";
  return null;
}

export function toInput(v: FormValues, timezone: string): BriefingInput {
  return {
    name: v.name,
    frequency: v.frequency as BriefingFrequency,
    times: v.times.filter(Boolean),
    day_of_week: v.frequency === "once-week" ? (v.day_of_week as DayOfWeek) : null,
    topic: v.topic,
    timezone,
  };
}

export function BriefingForm(props: {
  initial: FormValues;
  timezone: string;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  onSubmit(values: FormValues): void;
  children?: React.ReactNode;
}) {
  const [v, setV] = useState<FormValues>(props.initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateForm(v);
    setError(problem);
    if (!problem) props.onSubmit(v);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6"
      aria-describedby={error ? `${id}-err` : undefined}
    >
      <div>
        <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium text-ink">
          Subscription name
        </label>
        <input
          id={`${id}-name`}
          className="field"
          value={v.name}
          maxLength={NAME_MAX}
          required
          placeholder="e.g. Morning tech digest"
          onChange={(e) => setV({ ...v, name: e.target.value })}
        />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-freq`} className="mb-1.5 block text-sm font-medium text-ink">
            Frequency
          </label>
          <select
            id={`${id}-freq`}
            className="field"
            value={v.frequency}
            required
            // Changing frequency resets the time to one empty entry and clears the weekday (spec §4).
            onChange={(e) =>
              setV({ ...v, frequency: e.target.value as BriefingFrequency, times: [""], day_of_week: "" })
            }
          >
            <option value="" disabled>
              Select frequency
            </option>
            <option value="daily">{FREQUENCY_LABELS.daily}</option>
            <option value="once-week">{FREQUENCY_LABELS["once-week"]}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="mb-1.5 block text-sm font-medium text-ink">
            Time of getting the mail
          </label>
          <input
            id={`${id}-time`}
            type="time"
            className="field"
            value={v.times[0] ?? ""}
            required
            onChange={(e) => setV({ ...v, times: [e.target.value, ...v.times.slice(1)] })}
          />
        </div>
      </div>

      {v.frequency === "once-week" && (
        <div>
          <label htmlFor={`${id}-day`} className="mb-1.5 block text-sm font-medium text-ink">
            Day of the week
          </label>
          <select
            id={`${id}-day`}
            className="field"
            value={v.day_of_week}
            required
            onChange={(e) => setV({ ...v, day_of_week: e.target.value as DayOfWeek })}
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
        </div>
      )}

      <p className="-mt-3 flex items-center gap-1.5 text-xs text-muted">
        <Clock className="size-3.5" aria-hidden /> Times are in your timezone:{" "}
        <span className="font-medium">{props.timezone}</span>
      </p>

      <div>
        <label htmlFor={`${id}-topic`} className="mb-1.5 block text-sm font-medium text-ink">
          Email content
        </label>
        <textarea
          id={`${id}-topic`}
          className="field min-h-36"
          value={v.topic}
          maxLength={TOPIC_MAX}
          required
          placeholder="Describe what you want to read: topics, sources, regions, tone… e.g. 'The most important AI research and startup funding news, plus one long read'"
          onChange={(e) => setV({ ...v, topic: e.target.value })}
        />
        <p className="mt-1 text-right text-xs text-muted">
          {v.topic.length}/{TOPIC_MAX}
        </p>
      </div>

      {props.children}

      {error && (
        <p id={`${id}-err`} role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-700">
          {error}
        </p>
      )}

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
