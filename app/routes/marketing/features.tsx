// Placeholder: replaced by the area's own issue.
export const meta = () => [{ title: "Features · Tidings" }];
export const handle = { breadcrumb: "Features" };

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Features</h1>
    </section>
  );
}
