// Placeholder: replaced by the area's own issue.
export const meta = () => [{ title: "Payment successful · Tidings" }];
export const handle = { breadcrumb: "Payment successful" };

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Payment successful</h1>
    </section>
  );
}
