// Placeholder: replaced by the area's own issue.
export const meta = () => [{ title: "Cookie Policy · Tidings" }];
export const handle = { breadcrumb: "Cookie Policy" };

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Cookie Policy</h1>
    </section>
  );
}
