import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { type Area, LOGIN_PATH, type Role } from "../../shared/roles";
import { Alert, Spinner } from "../components/ui/feedback";
import { useSession } from "../lib/session";

/**
 * The one client guard (the API is the authority; this only steers). Signed out,
 * or signed in without one of `roles`, goes to the area's login page with
 * ?redirect=<path>; the login page says why when it is the role.
 */
export function RequireRole({ area, roles, children }: { area: Area; roles?: Role[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: session, isPending, isError } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label={t("state.checkingSession")} />;
  // A failed re-read (offline, say) keeps the last known session: still signed in, the page stays.
  if (isError && session === undefined) return <Alert tone="error">{t("state.sessionFailed")}</Alert>;
  const redirect = encodeURIComponent(location.pathname + location.search);
  if (!session) return <Navigate to={`${LOGIN_PATH[area]}?redirect=${redirect}`} replace />;
  if (roles && !roles.includes(session.role))
    return <Navigate to={`${LOGIN_PATH[area]}?redirect=${redirect}&denied=1`} replace />;
  return <>{children}</>;
}
