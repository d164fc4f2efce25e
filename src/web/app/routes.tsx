import { type ComponentProps, createElement, lazy, type ReactNode } from "react";
import { matchRoutes, Outlet, type RouteObject, useRoutes } from "react-router";
import { withoutLanguagePrefix } from "../../shared/i18n/language-paths";
import { loadGroup } from "../lib/i18n";
import { nextTask } from "../lib/next-task";
import { RequireRole } from "./guard";
import { Layout } from "./layout";
import { RouteBoundary } from "./route-error";

/** What `lazy` can load: any component, whatever its props. */
type PageComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

/** A page component whose chunk can be fetched ahead of its first render. */
export type PreloadablePage = PageComponent & { preload?: () => Promise<unknown> };

/**
 * One chunk per page, loaded when first visited: `load` imports the page's module,
 * `name` is its export. `preload` fetches it ahead: a server-rendered page is
 * hydrated only once its chunk is in, so hydration never suspends on it (an update
 * reaching a suspended boundary would throw the server's HTML away). Every page
 * but the server-rendered public ones (`publicPage`) also needs the texts beyond
 * the public group, fetched beside its chunk (lib/i18n.ts).
 */
function lazyPage<K extends string, M extends Record<K, PageComponent>>(
  load: () => Promise<M>,
  name: K,
  evaluateFirst: (() => Promise<unknown>)[] = [],
  texts: "public" | "all" = "all",
) {
  let loaded: PageComponent | undefined;
  const fetchPage = () =>
    Promise.all([load(), texts === "all" ? loadGroup("rest") : undefined]).then(([m]) => {
      loaded = m[name];
      return { default: loaded };
    });
  const Lazy = lazy(fetchPage);
  const Page = ((props: object) => createElement(loaded ?? Lazy, props)) as unknown as PreloadablePage;
  Page.preload = () => inTurn(evaluateFirst).then(fetchPage);
  return Page;
}

/**
 * Evaluates each module in a task of its own, one after another. For a server-rendered
 * page being hydrated, whose chunks its start script has already fetched: a page whose
 * imports build many Zod schemas as they load would otherwise evaluate them all in
 * one long task (~130 ms on a slow phone for Learn More's filters). Navigations
 * within the app load the page in one step (these chunks may not be fetched yet).
 */
function inTurn(modules: (() => Promise<unknown>)[]): Promise<unknown> {
  return modules.reduce<Promise<unknown>>((done, load) => done.then(load).then(nextTask), Promise.resolve());
}

/** A server-rendered public page: the public group of texts, loaded before the first render, is all it says. */
const publicPage = <K extends string, M extends Record<K, PageComponent>>(
  load: () => Promise<M>,
  name: K,
  evaluateFirst: (() => Promise<unknown>)[] = [],
) => lazyPage(load, name, evaluateFirst, "public");

type Guard = Omit<ComponentProps<typeof RequireRole>, "children">;
const SIGNED_IN: Guard = { area: "customer" };
const ADMIN: Guard = { area: "admin", roles: ["admin"] };
const OWNER: Guard = { area: "owner", roles: ["owner"] };
const STAFF: Guard = { area: "staff", roles: ["staff", "admin"] };
/** Support work (deposit disputes): admins and staff, who sign in at /admin/login or /staff/login. */
const SUPPORT: Guard = { area: "admin", roles: ["admin", "staff"] };
const ACCOUNTANT: Guard = { area: "accountant", roles: ["accountant", "admin"] };
/** The invoice list: admins act on it, accountants read it (the server hides their buttons). */
const INVOICE_READERS: Guard = { area: "admin", roles: ["admin", "accountant"] };

/** A page only `guard` lets in; anyone else goes to its area's login page. */
const guarded = (guard: Guard, page: ReactNode) => <RequireRole {...guard}>{page}</RequireRole>;

const HomePage = publicPage(() => import("../features/home/home-page"), "HomePage");
const LoginPage = lazyPage(() => import("../features/auth/login-page"), "LoginPage");
const RegisterPage = lazyPage(() => import("../features/auth/register-page"), "RegisterPage");
const OwnerRegisterPage = lazyPage(() => import("../features/auth/owner-register-page"), "OwnerRegisterPage");
const ApplicationRegisterPage = lazyPage(
  () => import("../features/auth/application-register-page"),
  "ApplicationRegisterPage",
);
const ForgotPasswordPage = lazyPage(() => import("../features/auth/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("../features/auth/reset-password-page"), "ResetPasswordPage");
const UnsubscribePage = lazyPage(() => import("../features/filters/unsubscribe-page"), "UnsubscribePage");
const ProfilePage = lazyPage(() => import("../features/profile/profile-page"), "ProfilePage");
const AdminDashboardPage = lazyPage(() => import("../features/admin/admin-dashboard-page"), "AdminDashboardPage");
const AdminSettingsPage = lazyPage(() => import("../features/admin/admin-settings-page"), "AdminSettingsPage");
const OwnerDashboardPage = lazyPage(() => import("../features/owners/owner-dashboard-page"), "OwnerDashboardPage");
const StaffDashboardPage = lazyPage(() => import("../features/staff/staff-dashboard-page"), "StaffDashboardPage");
const AccountantPage = lazyPage(() => import("../features/accountant/accountant-page"), "AccountantPage");
const StaffSalaryPage = lazyPage(() => import("../features/salary/staff-salary-page"), "StaffSalaryPage");
const PayslipPage = lazyPage(() => import("../features/salary/payslip-page"), "PayslipPage");
// Its filter's schemas (zod) load when a form is checked or a new link read, not with its first view (ADR 043).
const LearnMorePage = publicPage(() => import("../features/catalogue/learnmore-page"), "LearnMorePage");
const FiltersPage = lazyPage(() => import("../features/filters/filters-page"), "FiltersPage");
const VouchersPage = lazyPage(() => import("../features/vouchers/vouchers-page"), "VouchersPage");
const GearPage = publicPage(() => import("../features/gear-details/gear-page"), "GearPage");
const OwnerProfilePage = publicPage(() => import("../features/owner-profile/owner-profile-page"), "OwnerProfilePage");
const OwnerSettingsPage = lazyPage(() => import("../features/owner-settings/owner-settings-page"), "OwnerSettingsPage");
const PaymentSettingsPage = lazyPage(
  () => import("../features/owner-settings/payment-settings-page"),
  "PaymentSettingsPage",
);
const WantedPage = publicPage(() => import("../features/wanted/wanted-page"), "WantedPage");
const BookingPage = lazyPage(() => import("../features/bookings/booking-page"), "BookingPage");
const HandoverPage = lazyPage(() => import("../features/handover/handover-page"), "HandoverPage");
const VerificationPage = lazyPage(() => import("../features/admin/verification-page"), "VerificationPage");
const ReportScammerPage = lazyPage(() => import("../features/scam-reports/report-scammer-page"), "ReportScammerPage");
const ScammerReportsPage = lazyPage(
  () => import("../features/scam-reports/scammer-reports-page"),
  "ScammerReportsPage",
);
const InvoicePage = lazyPage(() => import("../features/invoices/invoice-page"), "InvoicePage");
const AdminInvoicesPage = lazyPage(() => import("../features/invoices/admin-invoices-page"), "AdminInvoicesPage");
const CreditNotePage = lazyPage(() => import("../features/invoices/credit-note-page"), "CreditNotePage");
const DisputesPage = lazyPage(() => import("../features/deposits/disputes-page"), "DisputesPage");
const DisputePage = lazyPage(() => import("../features/deposits/dispute-page"), "DisputePage");
const ReviewModerationPage = lazyPage(
  () => import("../features/moderation/review-moderation-page"),
  "ReviewModerationPage",
);
const AuditPage = lazyPage(() => import("../features/audit/audit-page"), "AuditPage");
const FailedJobsPage = lazyPage(() => import("../features/jobs/failed-jobs-page"), "FailedJobsPage");
const NotFoundPage = publicPage(() => import("../features/errors/not-found-page"), "NotFoundPage");

/**
 * The app's routes: the browser (main.tsx) and the server render (entry-server.tsx)
 * share them, through <AppRoutes> under React Router's declarative <BrowserRouter> or
 * <StaticRouter>. No loaders or actions: the data router would cost ~19 KB gzipped
 * more on every page for nothing used (ADR 043).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary>
        <Layout />
      </RouteBoundary>
    ),
    children: [
      {
        // Pathless: an error in a page shows RouteError inside the layout, so the nav bar stays.
        element: (
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        ),
        children: [
          { path: "/", element: <HomePage /> },
          { path: "/auth/login", element: <LoginPage area="customer" /> },
          { path: "/auth/register", element: <RegisterPage /> },
          { path: "/auth/forgot-password", element: <ForgotPasswordPage /> },
          { path: "/auth/reset-password", element: <ResetPasswordPage /> },
          { path: "/owners/login", element: <LoginPage area="owner" /> },
          { path: "/owners/register", element: <OwnerRegisterPage /> },
          { path: "/admin/login", element: <LoginPage area="admin" /> },
          { path: "/admin/register", element: <ApplicationRegisterPage role="admin" /> },
          { path: "/staff/login", element: <LoginPage area="staff" /> },
          { path: "/staff/register", element: <ApplicationRegisterPage role="staff" /> },
          { path: "/accountant/login", element: <LoginPage area="accountant" /> },
          { path: "/accountant/register", element: <ApplicationRegisterPage role="accountant" /> },
          { path: "/profile", element: guarded(SIGNED_IN, <ProfilePage />) },
          { path: "/admin", element: guarded(ADMIN, <AdminDashboardPage />) },
          { path: "/admin/enhanced-verification", element: guarded(ADMIN, <VerificationPage />) },
          { path: "/admin/settings", element: guarded(ADMIN, <AdminSettingsPage />) },
          { path: "/admin/audit", element: guarded(ADMIN, <AuditPage />) },
          { path: "/admin/jobs", element: guarded(ADMIN, <FailedJobsPage />) },
          { path: "/debug-reviews", element: guarded(ADMIN, <ReviewModerationPage />) },
          { path: "/admin/deposit-disputes", element: guarded(SUPPORT, <DisputesPage />) },
          { path: "/admin/deposit-disputes/:bookingId", element: guarded(SUPPORT, <DisputePage />) },
          { path: "/owners/dashboard", element: guarded(OWNER, <OwnerDashboardPage />) },
          { path: "/staff/dashboard", element: guarded(STAFF, <StaffDashboardPage />) },
          { path: "/accountant", element: guarded(ACCOUNTANT, <AccountantPage />) },
          { path: "/admin/staff-salary", element: guarded(ADMIN, <StaffSalaryPage />) },
          { path: "/payslips/:id", element: guarded(SIGNED_IN, <PayslipPage />) },
          { path: "/booking", element: guarded(SIGNED_IN, <BookingPage />) },
          { path: "/booking/:id/handover", element: guarded(SIGNED_IN, <HandoverPage />) },
          { path: "/invoices/:number", element: guarded(SIGNED_IN, <InvoicePage />) },
          { path: "/credit-notes/:number", element: guarded(SIGNED_IN, <CreditNotePage />) },
          { path: "/admin/invoices", element: guarded(INVOICE_READERS, <AdminInvoicesPage />) },
          { path: "/learnmore", element: <LearnMorePage /> },
          { path: "/gear/:id", element: <GearPage /> },
          { path: "/owner/:identifier", element: <OwnerProfilePage /> },
          { path: "/wanted", element: <WantedPage /> },
          { path: "/filters", element: guarded(SIGNED_IN, <FiltersPage />) },
          { path: "/unsubscribe/:token", element: <UnsubscribePage /> },
          { path: "/vouchers", element: guarded(SIGNED_IN, <VouchersPage />) },
          { path: "/vouchers-enhanced", element: guarded(SIGNED_IN, <VouchersPage />) },
          { path: "/owners/settings", element: guarded(OWNER, <OwnerSettingsPage />) },
          { path: "/owners/payment-settings", element: guarded(OWNER, <PaymentSettingsPage />) },
          { path: "/owners/report-scammer", element: guarded(OWNER, <ReportScammerPage />) },
          {
            path: "/admin/scammer-reports",
            element: guarded({ ...ADMIN, roles: ["admin", "staff"] }, <ScammerReportsPage />),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The chunks of the page at `location`: the server renders it in place (not
 * streamed in later), and the client hydrates with its components already loaded.
 */
export function preloadPageAt(location: string | { pathname: string }) {
  const path = withoutLanguagePrefix(typeof location === "string" ? location : location.pathname);
  return Promise.all(
    (matchRoutes(routes, path) ?? []).map((m) =>
      (m.route.element as { type?: PreloadablePage } | undefined)?.type?.preload?.(),
    ),
  );
}

/** The routes rendered for the router's location. */
export function AppRoutes() {
  return useRoutes(routes);
}
