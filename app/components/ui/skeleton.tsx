/**
 * Content placeholders (issue 20): grey blocks the size of what will arrive, so the shell shows at once
 * and nothing moves when the data lands. One `role="status"` per page, named for screen readers.
 */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-md bg-slate-200/80 ${className}`} />;
}

/** A briefing-card-shaped placeholder (dashboard and /manage). */
export function CardSkeleton({ tall = false, className }: { tall?: boolean; className?: string }) {
  return (
    <div aria-hidden className={`card p-5 shadow-sm sm:p-6 ${className ?? (tall ? "min-h-72" : "min-h-40")}`}>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="mt-3 h-4 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      {tall && <Skeleton className="mt-5 h-20 w-full rounded-xl" />}
      <Skeleton className="mt-5 h-9 w-full rounded-xl" />
    </div>
  );
}

/** The page-level placeholder: a heading, a line and `cards` card placeholders. */
export function PageSkeleton({
  label = "Loading…",
  cards = 2,
  tall = false,
  width = "max-w-4xl",
}: {
  label?: string;
  cards?: number;
  tall?: boolean;
  width?: string;
}) {
  return (
    <section className={`mx-auto ${width} px-4 py-12 sm:py-16`} data-testid="page-skeleton">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-3 h-9 w-2/3 sm:w-1/2" />
      <Skeleton className="mt-3 h-5 w-5/6 sm:w-2/3" />
      <div className="mt-8 space-y-5">
        {Array.from({ length: cards }, (_, i) => (
          <CardSkeleton key={i} tall={tall} />
        ))}
      </div>
    </section>
  );
}
