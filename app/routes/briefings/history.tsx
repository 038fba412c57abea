// Placeholder: replaced by the area's own issue.
export const meta = () => [{ title: "Sent emails · Tidings" }];
export const handle = { breadcrumb: "Sent emails" };

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Sent Emails</h1>
    </section>
  );
}
