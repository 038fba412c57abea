import { Plus, X } from "lucide-react";
import { DAYS_OF_WEEK, type DayOfWeek, dayLabel, TIMES_MAX } from "../../../common/briefings";

/**
 * The schedule's own fields on the briefing form (decision 090): up to TIMES_MAX times a day ("Add another
 * time"), and the weekdays — daily on chosen days, weekly on its day and any others. The form owns the
 * values, errors and ids; these render them.
 */
interface FieldProps {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
  label: React.ReactNode;
  message: React.ReactNode;
}

export function TimesField(props: FieldProps & { times: string[]; onChange(times: string[]): void }) {
  const { times } = props;
  const set = (i: number, value: string) => props.onChange(times.map((t, j) => (j === i ? value : t)));
  return (
    <div>
      {props.label}
      <div className="space-y-2">
        {times.map((t, i) => (
          <div key={i} className="flex items-center gap-2">
            <input
              id={i === 0 ? props.id : `${props.id}-${i}`}
              aria-label={i === 0 ? undefined : `Time ${i + 1}`}
              aria-invalid={props.invalid || undefined}
              aria-describedby={props.describedBy}
              type="time"
              className="field"
              value={t}
              required
              onChange={(e) => set(i, e.target.value)}
            />
            {times.length > 1 && (
              <button
                type="button"
                className="btn btn-ghost shrink-0 px-2"
                aria-label={`Remove time ${i + 1}`}
                onClick={() => props.onChange(times.filter((_, j) => j !== i))}
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>
        ))}
      </div>
      {times.length < TIMES_MAX && (
        <button
          type="button"
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          onClick={() => props.onChange([...times, ""])}
        >
          <Plus className="size-4" aria-hidden /> Add another time
        </button>
      )}
      {props.message}
    </div>
  );
}

/** Weekday chips: the days checked. `locked`: a day shown checked and not changeable (weekly's own day). */
export function WeekdaysField(
  props: FieldProps & {
    legend: string;
    hint: string;
    days: DayOfWeek[];
    locked?: DayOfWeek | null;
    onChange(days: DayOfWeek[]): void;
  },
) {
  const toggle = (d: DayOfWeek, on: boolean) =>
    props.onChange(DAYS_OF_WEEK.filter((x) => (x === d ? on : props.days.includes(x))));
  return (
    <fieldset id={props.id} aria-invalid={props.invalid || undefined} aria-describedby={props.describedBy}>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{props.legend}</legend>
      <p className="mb-2 text-xs text-muted">{props.hint}</p>
      <div className="flex flex-wrap gap-2">
        {DAYS_OF_WEEK.map((d) => {
          const locked = props.locked === d;
          const checked = locked || props.days.includes(d);
          return (
            <label
              key={d}
              className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm ${
                checked ? "border-brand-600 bg-brand-50 text-ink" : "border-line text-muted"
              } ${locked ? "cursor-default opacity-70" : ""}`}
            >
              <input
                type="checkbox"
                className="size-3.5"
                checked={checked}
                disabled={locked}
                onChange={(e) => toggle(d, e.target.checked)}
              />
              {dayLabel(d)}
            </label>
          );
        })}
      </div>
      {props.message}
    </fieldset>
  );
}
