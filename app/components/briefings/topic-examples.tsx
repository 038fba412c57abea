/**
 * Starting points for the description: a blank box is the hardest part of the form. Each example
 * names concrete interests the curation can match (topics, regions, a shape for the email).
 */
export const TOPIC_EXAMPLES = [
  {
    label: "AI & startups",
    text: "The most important AI research and startup funding news of the day, plus one long read worth my time.",
  },
  {
    label: "Markets",
    text: "Stock market moves, interest rates and central bank decisions in the US and Europe, with one chart explained.",
  },
  {
    label: "Climate",
    text: "Climate science, renewable energy projects and climate policy news, with a short summary of each story.",
  },
  {
    label: "Football",
    text: "Premier League and Champions League results, transfer news and injury updates for Arsenal and Liverpool.",
  },
] as const;

export function TopicExamples(props: { onPick(text: string): void; describedBy?: string }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <span className="text-xs text-muted">Start from an example:</span>
      {TOPIC_EXAMPLES.map((ex) => (
        <button
          key={ex.label}
          type="button"
          className="rounded-full border border-line bg-white px-3 py-1 text-xs font-medium text-ink hover:border-brand-500 hover:bg-brand-50"
          aria-label={`Use the example: ${ex.label}`}
          onClick={() => props.onPick(ex.text)}
        >
          {ex.label}
        </button>
      ))}
    </div>
  );
}
