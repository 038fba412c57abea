import { Menu, Newspaper, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { useSession } from "~/lib/session";

const SettingsMenu = lazy(() => import("./settings-menu"));

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-slate-600 hover:text-slate-900"
  }`;

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-semibold text-ink" aria-label="Tidings home">
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
        <Newspaper className="size-4" aria-hidden />
      </span>
      <span className="text-lg tracking-tight">Tidings</span>
    </Link>
  );
}

/** Top navigation: home, features, blog; signed in also create new, manage and a settings menu. */
export function SiteHeader() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setOpen(false), [location.pathname]);

  const logOut = async () => {
    await signOut();
    navigate("/");
  };

  const links = (
    <>
      <NavLink to="/" end className={navLink}>
        Home
      </NavLink>
      <NavLink to="/features" className={navLink}>
        Features
      </NavLink>
      <NavLink to="/blog" className={navLink}>
        Blog
      </NavLink>
      {user ? (
        <>
          <NavLink to="/create" className={navLink}>
            Create New
          </NavLink>
          <NavLink to="/manage" className={navLink}>
            Manage
          </NavLink>
        </>
      ) : null}
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
          {user ? (
            <Suspense fallback={null}>
              <SettingsMenu navigate={(to) => navigate(to)} logOut={logOut} />
            </Suspense>
          ) : (
            <>
              <NavLink to="/login" className={navLink}>
                Login
              </NavLink>
              <Link
                to="/signup"
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                Start free trial
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="inline-flex items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </button>
      </nav>
      {open ? (
        <div id="mobile-nav" className="border-t border-slate-200 bg-white px-4 py-3 md:hidden">
          <div className="flex flex-col gap-1">
            {links}
            {user ? (
              <>
                <NavLink to="/account" className={navLink}>
                  Account
                </NavLink>
                <button
                  type="button"
                  className={`${navLink({ isActive: false })} text-left`}
                  onClick={() => void logOut()}
                >
                  Log out
                </button>
              </>
            ) : (
              <>
                <NavLink to="/login" className={navLink}>
                  Login
                </NavLink>
                <NavLink to="/signup" className={navLink}>
                  Sign up
                </NavLink>
              </>
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}
