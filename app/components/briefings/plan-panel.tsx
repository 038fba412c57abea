import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Loader2, Plus, X } from "lucide-react";
import { Children, type FormEvent, type ReactElement, useEffect, useId, useState } from "react";
import {
  addExclusion,
  addInterest,
  LANGUAGE_NAMES,
  type PlanSource,
  removeExcludedSource,
  removeExclusion,
  removeInterest,
  removeSource,
} from "../../../common/plan";
import { briefingKeys, briefingsApi } from "./briefings-api";

/** The description, once typing has paused for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

const hasWords = (s: string) => /[\p{L}\p{N}]{2,}/u.test(s);

/**
 * "What Tidings understood" (issue #17, decision 097): the interests, exclusions, sources (with whether
 * each was reachable) and language read from the description as it is typed. Every edit here is written
 * back into the description in plain words, so the description stays the one source of truth.
 */
export function PlanPanel(props: {
  description: string;
  /** the briefing being edited: its saved description shows the brief stored with it (decision 123) */
  briefingId?: string;
  onChange(description: string): void;
}) {
  const description = useDebounced(props.description, 400);
  const q = useQuery({
    queryKey: briefingKeys.plan(description, props.briefingId),
    queryFn: () => briefingsApi.plan(description, props.briefingId),
    enabled: hasWords(description),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const id = useId();
  if (!hasWords(props.description)) return null;
  const plan = q.data;
  const lang = plan?.language ?? "en";
  const edit = (next: string) => {
    if (next !== props.description) props.onChange(next);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={q.isFetching}
      className="mt-4 rounded-xl border border-line bg-slate-50 p-4"
      data-testid="plan-panel"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-ink">
          What Tidings understood
        </h2>
        {q.isFetching && <Loader2 className="size-4 animate-spin text-slate-400" aria-label="Updating" />}
      </div>
      {q.isError && !plan && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Could not read the description just now. It will be read again as you type.
        </p>
      )}
      {plan && (
        <div className="mt-3 space-y-4 text-sm">
          <Group
            title="Interests"
            count={plan.interests.length}
            empty={
              // "Everything from The Verge": the sources named alone are read whole (decision 244)
              plan.sources.some((s) => s.kind === "named")
                ? "None needed: everything the sources you named publish."
                : "No interest found yet: name a subject, e.g. “EU AI policy”."
            }
          >
            {plan.interests.map((p) => (
              <Chip
                key={p}
                label={p}
                remove={`Remove interest “${p}”`}
                onRemove={() => edit(removeInterest(props.description, p))}
              />
            ))}
            <AddChip label="Add an interest" onAdd={(p) => edit(addInterest(props.description, p, lang))} />
          </Group>
          <Group title="Left out" count={plan.exclusions.length + plan.excluded_sources.length} empty={null}>
            {plan.exclusions.map((e) => (
              <Chip
                key={e}
                label={`no ${e}`}
                tone="red"
                remove={`Remove exclusion “${e}”`}
                onRemove={() => edit(removeExclusion(props.description, e))}
              />
            ))}
            {plan.excluded_sources.map((s) => (
              <Chip
                key={`src-${s}`}
                label={`not from ${s}`}
                tone="red"
                remove={`Read ${s} again`}
                onRemove={() => edit(removeExcludedSource(props.description, s))}
              />
            ))}
            <AddChip
              label="Leave something out"
              onAdd={(p) => edit(addExclusion(props.description, p, lang))}
            />
          </Group>
          <Group title="Sources it will read" count={plan.sources.length} empty="No sources yet.">
            {plan.sources.map((s) => (
              <SourceChip
                key={s.url}
                source={s}
                onRemove={() => edit(removeSource(props.description, s, lang))}
              />
            ))}
          </Group>
          <p className="text-muted">
            Language: <span className="font-medium text-ink">{LANGUAGE_NAMES[plan.language]}</span>
            {plan.read_by && plan.read_by !== "offline" && (
              <>
                {" "}
                · read by <span className="font-medium text-ink">{plan.read_by}</span>
              </>
            )}
          </p>
        </div>
      )}
    </section>
  );
}

function Group(props: { title: string; count: number; empty: string | null; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{props.title}</h3>
      <ul className="flex flex-wrap gap-2">
        {Children.toArray(props.children).map((c) => (
          <li key={(c as ReactElement).key} className="min-w-0 max-w-full">
            {c}
          </li>
        ))}
      </ul>
      {props.empty && props.count === 0 && <p className="mt-1.5 text-xs text-muted">{props.empty}</p>}
    </div>
  );
}

const TONES = {
  brand: "border-brand-200 bg-white text-brand-900",
  red: "border-red-200 bg-red-50 text-red-900",
};

function Chip(props: {
  label: string;
  remove: string;
  onRemove(): void;
  tone?: keyof typeof TONES;
  children?: React.ReactNode;
}) {
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full border py-1 pr-1 pl-3 ${TONES[props.tone ?? "brand"]}`}
    >
      {props.children}
      <span className="min-w-0 [overflow-wrap:anywhere]">{props.label}</span>
      <button
        type="button"
        className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-black/5"
        aria-label={props.remove}
        title={props.remove}
        onClick={props.onRemove}
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </span>
  );
}

function SourceChip({ source, onRemove }: { source: PlanSource; onRemove(): void }) {
  const state =
    source.reachable === true ? "reachable" : source.reachable === false ? "unreachable" : "not checked yet";
  const dot =
    source.reachable === true ? "bg-emerald-500" : source.reachable === false ? "bg-red-500" : "bg-slate-300";
  return (
    <Chip label={`${source.name} · ${state}`} remove={`Don't read ${source.name}`} onRemove={onRemove}>
      <span className={`size-2 shrink-0 rounded-full ${dot}`} aria-hidden />
    </Chip>
  );
}

function AddChip(props: { label: string; onAdd(phrase: string): void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const id = useId();
  if (!open)
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-full border border-dashed border-slate-300 px-3 py-1 text-slate-600 hover:bg-white"
        onClick={() => setOpen(true)}
      >
        <Plus className="size-3.5" aria-hidden /> {props.label}
      </button>
    );
  // a field of its own inside the briefing form: Enter adds, it never submits the form
  const add = (e?: FormEvent) => {
    e?.preventDefault();
    if (text.trim()) props.onAdd(text.trim());
    setText("");
    setOpen(false);
  };
  return (
    <span className="inline-flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <input
        id={id}
        // biome-ignore lint/a11y/noAutofocus: opened by the person's own click, to type at once
        autoFocus
        className="field w-44 py-1 text-sm"
        value={text}
        maxLength={80}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") add(e);
          if (e.key === "Escape") setOpen(false);
        }}
      />
      <button type="button" className="btn btn-secondary px-2.5 py-1 text-xs" onClick={() => add()}>
        Add
      </button>
    </span>
  );
}
