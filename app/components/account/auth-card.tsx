import type { ReactNode } from "react";

/** The centred card every sign-in screen uses. */
export function AuthCard({
  title,
  subtitle,
  children,
  icon,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="card p-6 shadow-sm sm:p-8">
        {icon ? (
          <div className="mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-600">
            {icon}
          </div>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function Field({
  label,
  id,
  hint,
  ...input
}: { label: string; id: string; hint?: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} name={id} className="field" {...input} />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  busyLabel,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
