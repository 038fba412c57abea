import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Renders the two inline marks content may use: **bold** and [label](href). */
export function RichText({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const i = m.index ?? 0;
    if (i > last) out.push(text.slice(last, i));
    if (m[1] !== undefined) out.push(<strong key={i}>{m[1]}</strong>);
    else {
      const href = m[3] ?? "";
      out.push(
        href.startsWith("/") ? (
          <Link key={i} to={href}>
            {m[2]}
          </Link>
        ) : (
          <a key={i} href={href}>
            {m[2]}
          </a>
        ),
      );
    }
    last = i + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out.map((n, k) => (typeof n === "string" ? <Fragment key={`t${k}`}>{n}</Fragment> : n))}</>;
}
