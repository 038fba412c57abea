// Placeholder: replaced by the area's own issue.
export const meta = () => [{ title: "Privacy Policy · Tidings" }];
export const handle = { breadcrumb: "Privacy Policy" };

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Privacy Policy</h1>
    </section>
  );
}
