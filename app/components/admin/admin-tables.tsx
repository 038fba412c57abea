import type { ReactNode } from "react";

/** A titled panel with a table: the operator view's building block. */
export function Panel({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      // min-w-0: a grid item may shrink below its table, which then scrolls inside the panel
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-label={title}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Table({
  head,
  children,
  empty,
  narrow,
}: {
  head: string[];
  children: ReactNode[];
  empty: string;
  /** in a half-width panel: let the columns shrink rather than scroll */
  narrow?: boolean;
}) {
  if (children.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    // on a narrow screen the table scrolls sideways inside its panel: reachable by keyboard too
    <div
      className="overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label={`${head.join(", ")} (scrolls sideways)`}
    >
      <table className={`w-full text-left text-sm ${narrow ? "" : "min-w-[40rem]"}`}>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export function Stat({ label, value, tone }: { label: string; value: number; tone?: "bad" }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className={`mt-1 text-2xl font-bold ${tone === "bad" && value > 0 ? "text-red-700" : "text-ink"}`}>
        {value.toLocaleString("en-US")}
      </p>
    </div>
  );
}

export const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
    : "—";
