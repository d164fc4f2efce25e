import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import type { resources } from "../../shared/i18n/resources";
import { areaOfPath, LOGIN_PATH, type Role } from "../../shared/roles";
import { useSignOut } from "../api/session";
import { LanguageSwitch } from "../components/language-switch";
import { clearPrivateCache } from "../lib/pwa";
import { useSession } from "../lib/session";
import { lazyNamed } from "../lib/lazy-named";

type NavKey = keyof (typeof resources)["en"]["nav"];

const DASHBOARD: Partial<Record<Role, { to: string; label: NavKey }>> = {
  owner: { to: "/owners/dashboard", label: "ownerDashboard" },
  admin: { to: "/admin", label: "admin" },
  staff: { to: "/staff/dashboard", label: "staffDashboard" },
  accountant: { to: "/accountant", label: "accounts" },
};

interface NavItem {
  to: string;
  /** Key of the `nav` catalogue. */
  label: NavKey;
  highlight?: boolean;
}

/** The Logout button's look in the bar and in the mobile menu (44 px tall: a finger's tap target). */
const LOGOUT_CLASS = {
  bar: "min-h-11 rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white",
  menu: "flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium text-slate-200",
};

/** An account's bell: in the signed-in frame's chunk (signed-in-frame.tsx), which the layout fetches as the session arrives. */
const NotificationsMenu = lazyNamed(() => import("./signed-in-frame"), "NotificationsMenu");

/**
 * Seed section 2: fixed bar, logo to /, signed-in and signed-out links, the
 * /owners switch of Login and Register, Wanted in red, and a collapsible mobile
 * menu whose Login always points to /auth/login.
 */
export function NavBar() {
  const { t } = useTranslation("nav");
  const { data: session } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  // Escape closes the open mobile menu and puts focus back on its button, as in a disclosure.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      // An open notifications panel in the menu takes this Escape: it closes first, the menu stays.
      if (e.key !== "Escape" || e.defaultPrevented) return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const onOwnerPath = pathname.startsWith("/owners");

  const dashboard = session ? DASHBOARD[session.role] : undefined;
  const signedIn: NavItem[] = [
    { to: "/booking", label: "bookEquipment" },
    { to: "/profile", label: "myProfile" },
    ...(dashboard ? [dashboard] : []),
  ];
  const signedOut = (mobile: boolean): NavItem[] => [
    { to: "/learnmore", label: "availableGear" },
    { to: "/wanted", label: "wanted", highlight: true },
    onOwnerPath && !mobile ? { to: "/owners/login", label: "ownerLogin" } : { to: "/auth/login", label: "login" },
    onOwnerPath ? { to: "/owners/register", label: "ownerRegister" } : { to: "/auth/register", label: "register" },
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

  // Every link at least 44 px tall (issue 14: tap targets), a full-width row in the phone menu.
  // Wanted's red is red-400: red-600 on the ink bar is 3.6:1, below WCAG AA's 4.5:1 (axe color-contrast).
  const linkClass =
    (item: NavItem, mobile: boolean) =>
    ({ isActive }: { isActive: boolean }) =>
      `${mobile ? "flex" : "inline-flex"} min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium ${item.highlight ? "text-red-400 hover:text-red-300" : "text-slate-200 hover:text-white"} ${isActive ? "bg-slate-800" : ""}`;

  const items = (mobile: boolean) => (session ? signedIn : signedOut(mobile));
  // The mobile menu closes when one of its links is followed.
  const links = (mobile: boolean) =>
    items(mobile).map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} className={linkClass(item, mobile)} onClick={mobile ? () => setOpen(false) : undefined}>
          {t(item.label)}
        </NavLink>
      </li>
    ));
  const logoutItem = (className: string) =>
    session && (
      <li>
        <button type="button" onClick={logout} className={className}>
          {t("logout")}
        </button>
      </li>
    );

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-ink text-white shadow">
      <nav aria-label={t("label")}>
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
          <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-bold" onClick={() => setOpen(false)}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {t("home")}
          </Link>
          <ul className="hidden items-center gap-1 md:flex">
            {links(false)}
            {session && (
              <li>
                <Suspense fallback={null}>
                  <NotificationsMenu />
                </Suspense>
              </li>
            )}
            {logoutItem(LOGOUT_CLASS.bar)}
            <li className="ml-2">
              <LanguageSwitch tone="dark" />
            </li>
          </ul>
          <button
            ref={menuButton}
            type="button"
            className="flex min-h-11 min-w-11 items-center justify-center rounded-md md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t("closeMenu") : t("openMenu")}
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
            {session && (
              <li>
                <Suspense fallback={null}>
                  <NotificationsMenu inline />
                </Suspense>
              </li>
            )}
            {logoutItem(LOGOUT_CLASS.menu)}
            <li className="px-3 py-2">
              <LanguageSwitch tone="dark" size="tap" />
            </li>
          </ul>
        )}
      </nav>
    </header>
  );
}
