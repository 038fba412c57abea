// Placeholder: replaced by the public-site issue.
import { Link } from "react-router";

export const meta = () => [
  { title: "Tidings · Personalised AI email briefings" },
  { name: "description", content: "AI-curated, personalised email briefings on your schedule." },
];

export default function Home() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Your news, briefed.</h1>
      <p className="mt-4 text-lg text-slate-600">Personalised, AI-curated email briefings on your schedule.</p>
      <Link to="/signup" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white">
        Start free trial
      </Link>
    </section>
  );
}
