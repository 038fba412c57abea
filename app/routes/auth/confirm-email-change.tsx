// Placeholder: replaced by the area's own issue.
export const meta = () => [{ title: "Confirm email change · Tidings" }];
export const handle = { breadcrumb: "Confirm email change" };

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Confirm your new email</h1>
    </section>
  );
}
