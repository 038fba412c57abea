import { ChevronDown, Menu, Newspaper, Settings, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { PageLink, PageNavLink, useVisit } from "~/components/ui/page-link";
import { useSession } from "~/lib/session";

const SettingsMenu = lazy(() => import("./settings-menu"));

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-slate-600 hover:text-slate-900"
  }`;

export function Logo() {
  return (
    <PageLink to="/" className="flex items-center gap-2 font-semibold text-ink" aria-label="Tidings home">
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
        <Newspaper className="size-4" aria-hidden />
      </span>
      <span className="text-lg tracking-tight">Tidings</span>
    </PageLink>
  );
}

const menuItem = "block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100";

/**
 * The settings menu of a static page (decision 036): the same trigger and items as the single-page app's
 * Radix menu, as a disclosure the island opens (app/island/header.ts). Hidden until the session probe
 * finds a signed-in visitor.
 */
function StaticSettingsMenu() {
  return (
    <div className="relative" data-static-settings="">
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        data-testid="settings-menu"
        aria-expanded="false"
        aria-controls="settings-menu-items"
      >
        <Settings className="size-4" aria-hidden />
        Settings
        <ChevronDown className="size-3.5" aria-hidden />
      </button>
      <ul
        id="settings-menu-items"
        hidden
        className="absolute right-0 z-50 mt-1.5 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <li>
          <a href="/account" className={menuItem}>
            Account
          </a>
        </li>
        <li>
          <button type="button" className={menuItem} data-sign-out="">
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * Top navigation: home, features, blog; signed in also create new, manage and a settings menu.
 * Both states are in the markup (the other one `hidden`), so the static pages' island can show the
 * signed-in state after its session probe (`data-session` = "user" | "visitor").
 */
export function SiteHeader({
  staticPage = false,
  routePending = false,
}: {
  staticPage?: boolean;
  /** The page's code is still loading: the page is not known yet, so no link is marked as the current one. */
  routePending?: boolean;
}) {
  const { user, loading, signOut } = useSession();
  // In the single-page app, until the session answers neither state shows (no "Log in" flash for a
  // signed-in person); the signed-in links keep their room. A static page shows the visitor state.
  const unknown = loading && !staticPage;
  const visit = useVisit();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setOpen(false), [location.pathname]);

  const logOut = async () => {
    await signOut();
    visit("/");
  };

  // The single-page app's HTML is made before any page is known, and hydration keeps the attributes it
  // finds: a link marked current there would stay marked, so none is until the page's code is in.
  const current = (extra = "") => ({
    "aria-current": routePending ? ("false" as const) : ("page" as const),
    className: (s: { isActive: boolean }) => `${navLink({ isActive: s.isActive && !routePending })}${extra}`,
  });
  const links = (
    <>
      <PageNavLink to="/" end {...current()}>
        Home
      </PageNavLink>
      <PageNavLink to="/features" {...current()}>
        Features
      </PageNavLink>
      <PageNavLink to="/blog" {...current()}>
        Blog
      </PageNavLink>
      <PageNavLink
        to="/create"
        {...current(unknown ? " invisible" : "")}
        hidden={!user && !unknown}
        data-session="user"
      >
        Create New
      </PageNavLink>
      <PageNavLink
        to="/manage"
        {...current(unknown ? " invisible" : "")}
        hidden={!user && !unknown}
        data-session="user"
      >
        Manage
      </PageNavLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Logo />
        <div className="hidden items-center gap-1 md:flex">{links}</div>
        <div className="hidden items-center gap-2 md:flex">
          {/* while the session is unknown, the (invisible) settings button keeps its exact room */}
          <div hidden={!user && !unknown} data-session="user" className={unknown ? "invisible" : undefined}>
            {user ? (
              // the same button while the menu's code loads: the header does not shift
              <Suspense fallback={<StaticSettingsMenu />}>
                <SettingsMenu navigate={(to) => visit(to)} logOut={logOut} />
              </Suspense>
            ) : (
              <StaticSettingsMenu />
            )}
          </div>
          <div hidden={!!user || unknown} data-session="visitor" className="flex items-center gap-2">
            <PageNavLink to="/login" className={navLink}>
              Login
            </PageNavLink>
            <PageLink
              to="/signup"
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Start free trial
            </PageLink>
          </div>
        </div>
        <button
          type="button"
          className="inline-flex items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          aria-label={open ? "Close menu" : "Open menu"}
          data-mobile-menu-toggle=""
          onClick={() => setOpen((o) => !o)}
        >
          <span hidden={!open} data-icon="close">
            <X className="size-5" aria-hidden />
          </span>
          <span hidden={open} data-icon="open">
            <Menu className="size-5" aria-hidden />
          </span>
        </button>
      </nav>
      <div id="mobile-nav" hidden={!open} className="border-t border-slate-200 bg-white px-4 py-3 md:hidden">
        <div className="flex flex-col gap-1">
          {links}
          <PageNavLink to="/account" className={navLink} hidden={!user} data-session="user">
            Account
          </PageNavLink>
          <button
            type="button"
            className={`${navLink({ isActive: false })} text-left`}
            hidden={!user}
            data-session="user"
            data-sign-out=""
            onClick={() => void logOut()}
          >
            Log out
          </button>
          <PageNavLink to="/login" className={navLink} hidden={!!user || unknown} data-session="visitor">
            Login
          </PageNavLink>
          <PageNavLink to="/signup" className={navLink} hidden={!!user || unknown} data-session="visitor">
            Sign up
          </PageNavLink>
        </div>
      </div>
    </header>
  );
}
