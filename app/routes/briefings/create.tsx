// Placeholder: replaced by the area's own issue.
export const meta = () => [{ title: "Create briefing · Tidings" }];
export const handle = { breadcrumb: "Create briefing" };

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Create a briefing</h1>
    </section>
  );
}
