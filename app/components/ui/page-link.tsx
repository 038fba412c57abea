import { useCallback } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps, type To, useNavigate } from "react-router";
import { isStaticPage } from "../../../common/routes";

/**
 * Links that may lead from the single-page app to a static page (decision 036) load the document, so a
 * visitor always gets the real static page (its island, head and analytics) instead of a client-side
 * render of it. On a static page these render as the same plain <a href>.
 */
const pathOf = (to: To): string =>
  (typeof to === "string" ? to : (to.pathname ?? "")).split(/[?#]/)[0] || "/";

export function PageLink(props: LinkProps) {
  return <Link reloadDocument={isStaticPage(pathOf(props.to))} {...props} />;
}

export function PageNavLink(props: NavLinkProps) {
  return <NavLink reloadDocument={isStaticPage(pathOf(props.to))} {...props} />;
}

/** navigate(), except that a static page is loaded as a document. */
export function useVisit(): (to: string, opts?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, opts) => {
      if (!isStaticPage(pathOf(to))) navigate(to, opts);
      else if (opts?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    [navigate],
  );
}
