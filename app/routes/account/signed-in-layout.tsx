import { Navigate, Outlet, useLocation } from "react-router";
import { PageSkeleton } from "~/components/ui/skeleton";
import { sessionFlags, useSession } from "~/lib/session";

/** Guard for signed-in screens: placeholders while the session resolves, /login when signed out. */
export default function SignedInLayout() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSkeleton label="Loading your account…" />;
  if (!user && sessionFlags.leaving) return null; // signing out: the caller navigates to /
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
