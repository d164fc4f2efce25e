import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { areaOfPath, LOGIN_PATH, type Role } from "../../shared/roles";
import { useSignOut } from "../api/session";
import { clearPrivateCache } from "../lib/pwa";
import { useSession } from "../lib/session";
import { NotificationsMenu } from "./notifications-menu";

const DASHBOARD: Partial<Record<Role, { to: string; label: string }>> = {
  owner: { to: "/owners/dashboard", label: "Owner Dashboard" },
  admin: { to: "/admin", label: "Admin" },
  staff: { to: "/staff/dashboard", label: "Staff Dashboard" },
  accountant: { to: "/accountant", label: "Accounts" },
};

interface NavItem {
  to: string;
  label: string;
  highlight?: boolean;
}

/**
 * Seed section 2: fixed bar, logo to /, signed-in and signed-out links, the
 * /owners switch of Login and Register, Wanted in red, and a collapsible mobile
 * menu whose Login always points to /auth/login.
 */
export function NavBar() {
  const { data: session } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const onOwnerPath = pathname.startsWith("/owners");

  const dashboard = session ? DASHBOARD[session.role] : undefined;
  const signedIn: NavItem[] = [
    { to: "/booking", label: "Book Equipment" },
    { to: "/profile", label: "My Profile" },
    ...(dashboard ? [dashboard] : []),
  ];
  const signedOut = (mobile: boolean): NavItem[] => [
    { to: "/learnmore", label: "Available Gear" },
    { to: "/wanted", label: "Wanted", highlight: true },
    onOwnerPath && !mobile ? { to: "/owners/login", label: "Owner Login" } : { to: "/auth/login", label: "Login" },
    onOwnerPath ? { to: "/owners/register", label: "Owner Register" } : { to: "/auth/register", label: "Register" },
  ];

  async function logout() {
    const area = areaOfPath(pathname);
    setOpen(false);
    try {
      await signOut.mutateAsync();
    } catch (err) {
      // Seed section 8: a logout failure is logged only.
      console.warn("logout failed", err);
    }
    await clearPrivateCache().catch(() => {});
    // A full page load: every cached query of the old session is gone, and no
    // guard on the current page can redirect first with ?redirect=<this page>.
    window.location.replace(LOGIN_PATH[area]);
  }

  const linkClass =
    (item: NavItem) =>
    ({ isActive }: { isActive: boolean }) =>
      `rounded-md px-3 py-2 text-sm font-medium ${item.highlight ? "text-red-600 hover:text-red-700" : "text-slate-200 hover:text-white"} ${isActive ? "bg-slate-800" : ""}`;

  const items = (mobile: boolean) => (session ? signedIn : signedOut(mobile));
  // The mobile menu closes when one of its links is followed.
  const links = (mobile: boolean) =>
    items(mobile).map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} className={linkClass(item)} onClick={mobile ? () => setOpen(false) : undefined}>
          {item.label}
        </NavLink>
      </li>
    ));
  const logoutItem = (className: string) =>
    session && (
      <li>
        <button type="button" onClick={logout} className={className}>
          Logout
        </button>
      </li>
    );

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-ink text-white shadow">
      <nav aria-label="Main">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold" onClick={() => setOpen(false)}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            SewaGear
          </Link>
          <ul className="hidden items-center gap-1 md:flex">
            {links(false)}
            {session && (
              <li>
                <NotificationsMenu />
              </li>
            )}
            {logoutItem("rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white")}
          </ul>
          <button
            type="button"
            className="rounded-md p-2 md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((o) => !o)}
          >
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
        {open && (
          <ul id="mobile-menu" className="flex flex-col gap-1 border-t border-slate-700 px-4 py-3 md:hidden">
            {links(true)}
            {logoutItem("w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-200")}
          </ul>
        )}
      </nav>
    </header>
  );
}
