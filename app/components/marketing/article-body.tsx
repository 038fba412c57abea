import { Lightbulb, Mail } from "lucide-react";
import { Link } from "react-router";
import type { Block } from "../../../common/content/blog-types";
import { RichText } from "./rich-text";

/** Renders structured article/legal content blocks. */
export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="prose-tidings">
      {blocks.map((b, i) => {
        const key = `${b.type}-${i}`;
        switch (b.type) {
          case "p":
            return (
              <p key={key}>
                <RichText text={b.text} />
              </p>
            );
          case "h2":
            return <h2 key={key}>{b.text}</h2>;
          case "h3":
            return <h3 key={key}>{b.text}</h3>;
          case "ul":
          case "ol": {
            const Tag = b.type;
            return (
              <Tag key={key}>
                {b.items.map((it) => (
                  <li key={it}>
                    <RichText text={it} />
                  </li>
                ))}
              </Tag>
            );
          }
          case "quote":
            return (
              <blockquote
                key={key}
                className="border-l-4 border-brand-500 py-1 pl-5 text-xl font-medium leading-8 text-ink"
              >
                <p>{b.text}</p>
                {b.cite ? <footer className="mt-2 text-sm text-muted">{b.cite}</footer> : null}
              </blockquote>
            );
          case "callout":
            return (
              <aside
                key={key}
                className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-base leading-7"
              >
                <Lightbulb className="mt-1 size-5 shrink-0 text-amber-700" aria-hidden />
                <div>
                  <p className="font-semibold text-ink">{b.title}</p>
                  <p className="mt-1 text-slate-700">{b.text}</p>
                </div>
              </aside>
            );
          case "example":
            return (
              <figure key={key} className="overflow-hidden rounded-2xl border border-line bg-canvas">
                <figcaption className="flex items-center gap-2 border-b border-line bg-white px-4 py-2.5 text-sm font-semibold text-ink">
                  <Mail className="size-4 text-brand-600" aria-hidden />
                  {b.title}
                </figcaption>
                <pre className="overflow-x-auto p-4 font-mono text-[0.8125rem] leading-6 whitespace-pre text-slate-800">
                  {b.lines.join("\n")}
                </pre>
              </figure>
            );
          case "cta":
            return (
              <aside key={key} className="rounded-2xl bg-brand-700 p-6 text-white sm:p-8">
                <p className="text-xl font-bold tracking-tight">{b.title}</p>
                <p className="mt-2 text-brand-100">{b.text}</p>
                <Link to="/signup" className="btn btn-on-dark mt-5 no-underline">
                  {b.label}
                </Link>
              </aside>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
