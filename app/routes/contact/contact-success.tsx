// Placeholder: replaced by the area's own issue.
export const meta = () => [{ title: "Message prepared · Tidings" }];
export const handle = { breadcrumb: "Message prepared" };

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Thank you</h1>
    </section>
  );
}
