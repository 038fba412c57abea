import { Star } from "lucide-react";

/** Five stars filled to `rating` (halves supported), with the figure for screen readers and sighted users. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="relative inline-flex" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        <span className="flex text-slate-300">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-4.5" fill="currentColor" strokeWidth={0} aria-hidden />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-accent-500"
          style={{ width: `${(rating / 5) * 100}%` }}
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-4.5 shrink-0" fill="currentColor" strokeWidth={0} aria-hidden />
          ))}
        </span>
      </span>
      <span className="text-sm font-bold text-ink" aria-hidden>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
