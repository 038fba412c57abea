import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  CalendarClock,
  CalendarOff,
  Loader2,
  PauseCircle,
  PlayCircle,
  Rocket,
  SkipForward,
  Undo2,
} from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { BriefingDto } from "../../../common/briefings";
import { ApiError } from "~/lib/api";
import { formatDateTime } from "~/lib/format-time";
import { briefingKeys, briefingsApi } from "./briefings-api";

/** A local date (YYYY-MM-DD) in the reader's locale: "Fri, 4 Dec 2026". */
export function dayText(date: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

const tomorrowIn = (timeZone: string) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
};

/**
 * /manage's schedule block for one briefing (decisions 090–092): the next three sends in its time zone,
 * "paused until …" and "next send skipped" with their undo, pause until a date, skip, and "Send now".
 */
export function SchedulePanel({ b }: { b: BriefingDto }) {
  const qc = useQueryClient();
  const id = useId();
  const [until, setUntil] = useState("");
  const [untilError, setUntilError] = useState<string | null>(null);
  const [catchUp, setCatchUp] = useState(false);
  const put = (updated: BriefingDto) =>
    qc.setQueryData<BriefingDto[]>(briefingKeys.all, (l) =>
      l?.map((x) => (x.id === updated.id ? updated : x)),
    );
  const fail = (err: unknown) =>
    toast.error(err instanceof ApiError ? err.message : "Something went wrong. Please try again.");

  const pause = useMutation({
    mutationFn: (date: string | null) => briefingsApi.pause(b.id, date, catchUp),
    onSuccess: (updated) => {
      put(updated);
      setUntil("");
      toast.success(
        updated.paused_until ? `Paused until ${dayText(updated.paused_until)}` : "Briefing resumed",
      );
    },
    onError: (err) => {
      const field = err instanceof ApiError ? err.fieldErrors.until : undefined;
      if (field) setUntilError(field);
      else fail(err);
    },
  });
  const skip = useMutation({
    mutationFn: (undo: boolean) => (undo ? briefingsApi.undoSkip(b.id) : briefingsApi.skip(b.id)),
    onSuccess: (updated, undo) => {
      put(updated);
      toast.success(undo ? "The send is back" : "Next send skipped");
    },
    onError: fail,
  });
  const sendNow = useMutation({
    mutationFn: () => briefingsApi.sendNow(b.id),
    onSuccess: () => {
      toast.success("Briefing sent!", { description: `Check ${b.email}.` });
      void qc.invalidateQueries({ queryKey: briefingKeys.history(b.name) });
      void qc.invalidateQueries({ queryKey: briefingKeys.all });
    },
    onError: fail,
  });

  const sending = b.active && b.billing.allowsSending;
  if (!sending) return null;
  const errId = `${id}-until-err`;
  return (
    <div className="mt-4 rounded-xl border border-line px-4 py-3 text-sm" data-testid="schedule-panel">
      {b.paused_until && (
        <p className="flex items-center gap-1.5 font-medium text-amber-900" data-testid="paused-until">
          <PauseCircle className="size-4 shrink-0" aria-hidden />
          Paused until {dayText(b.paused_until)}
          {b.catch_up ? " · then one “while you were away” email" : ""}
        </p>
      )}
      {b.skipped_send_at && (
        <p className="flex items-center gap-1.5 font-medium text-amber-900" data-testid="skipped-send">
          <CalendarOff className="size-4 shrink-0" aria-hidden />
          Next send skipped ({formatDateTime(b.skipped_send_at, b.timezone)})
        </p>
      )}
      <div className="mt-1">
        <p className="flex items-center gap-1.5 font-medium text-slate-700">
          <CalendarClock className="size-4 shrink-0" aria-hidden /> Next sends ({b.timezone})
        </p>
        <ol className="mt-1 ml-6 list-disc text-slate-600" data-testid="next-sends">
          {b.next_sends.map((s) => (
            <li key={s}>
              <time dateTime={s}>{formatDateTime(s, b.timezone)}</time>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        {b.skipped_send_at ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={skip.isPending}
            onClick={() => skip.mutate(true)}
          >
            <Undo2 className="size-4" aria-hidden /> Undo skip
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={skip.isPending}
            onClick={() => skip.mutate(false)}
          >
            <SkipForward className="size-4" aria-hidden /> Skip next send
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          disabled={sendNow.isPending}
          onClick={() => sendNow.mutate()}
        >
          {sendNow.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Rocket className="size-4" aria-hidden />
          )}
          Send now
        </button>
        {b.paused_until ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={pause.isPending}
            onClick={() => pause.mutate(null)}
          >
            <PlayCircle className="size-4" aria-hidden /> Resume now
          </button>
        ) : (
          <form
            noValidate
            className="flex flex-wrap items-start gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!until) return setUntilError("Choose the date the briefing resumes");
              setUntilError(null);
              pause.mutate(until);
            }}
          >
            <div>
              <label htmlFor={`${id}-until`} className="sr-only">
                Pause until
              </label>
              <input
                id={`${id}-until`}
                type="date"
                className="field py-1.5"
                min={tomorrowIn(b.timezone)}
                value={until}
                aria-invalid={untilError ? true : undefined}
                aria-describedby={untilError ? errId : undefined}
                onChange={(e) => {
                  setUntil(e.target.value);
                  setUntilError(null);
                }}
              />
              {untilError && (
                <p id={errId} role="alert" className="mt-1 max-w-64 text-red-700">
                  {untilError}
                </p>
              )}
            </div>
            <button type="submit" className="btn btn-secondary" disabled={pause.isPending}>
              <PauseCircle className="size-4" aria-hidden /> Pause until
            </button>
            <label className="flex basis-full items-center gap-1.5 text-xs text-muted">
              <input type="checkbox" checked={catchUp} onChange={(e) => setCatchUp(e.target.checked)} />
              On resume, send one “while you were away” email with the best stories of the pause
            </label>
          </form>
        )}
      </div>
    </div>
  );
}
