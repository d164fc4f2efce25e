import { type ComponentProps, lazy, type ReactNode } from "react";
import { createBrowserRouter } from "react-router";
import { RequireRole } from "./guard";
import { Layout } from "./layout";
import { RouteError } from "./route-error";

/** What `lazy` can load: any component, whatever its props. */
type PageComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

/** One chunk per page, loaded when first visited: `load` imports the page's module, `name` is its export. */
function lazyPage<K extends string, M extends Record<K, PageComponent>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

type Guard = Omit<ComponentProps<typeof RequireRole>, "children">;
const SIGNED_IN: Guard = { area: "customer" };
const ADMIN: Guard = { area: "admin", roles: ["admin"] };
const OWNER: Guard = { area: "owner", roles: ["owner"] };
const STAFF: Guard = { area: "staff", roles: ["staff", "admin"] };
const ACCOUNTANT: Guard = { area: "accountant", roles: ["accountant", "admin"] };

/** A page only `guard` lets in; anyone else goes to its area's login page. */
const guarded = (guard: Guard, page: ReactNode) => <RequireRole {...guard}>{page}</RequireRole>;

const HomePage = lazyPage(() => import("../features/home/home-page"), "HomePage");
const LoginPage = lazyPage(() => import("../features/auth/login-page"), "LoginPage");
const RegisterPage = lazyPage(() => import("../features/auth/register-page"), "RegisterPage");
const OwnerRegisterPage = lazyPage(() => import("../features/auth/owner-register-page"), "OwnerRegisterPage");
const ApplicationRegisterPage = lazyPage(
  () => import("../features/auth/application-register-page"),
  "ApplicationRegisterPage",
);
const ForgotPasswordPage = lazyPage(() => import("../features/auth/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("../features/auth/reset-password-page"), "ResetPasswordPage");
const ProfilePage = lazyPage(() => import("../features/profile/profile-page"), "ProfilePage");
const AdminDashboardPage = lazyPage(() => import("../features/admin/admin-dashboard-page"), "AdminDashboardPage");
const AdminSettingsPage = lazyPage(() => import("../features/admin/admin-settings-page"), "AdminSettingsPage");
const OwnerDashboardPage = lazyPage(() => import("../features/owners/owner-dashboard-page"), "OwnerDashboardPage");
const StaffDashboardPage = lazyPage(() => import("../features/staff/staff-dashboard-page"), "StaffDashboardPage");
const AccountantPage = lazyPage(() => import("../features/accountant/accountant-page"), "AccountantPage");
const LearnMorePage = lazyPage(() => import("../features/catalogue/learnmore-page"), "LearnMorePage");
const FiltersPage = lazyPage(() => import("../features/filters/filters-page"), "FiltersPage");
const GearPage = lazyPage(() => import("../features/gear-details/gear-page"), "GearPage");
const OwnerProfilePage = lazyPage(() => import("../features/owner-profile/owner-profile-page"), "OwnerProfilePage");
const OwnerSettingsPage = lazyPage(() => import("../features/owner-settings/owner-settings-page"), "OwnerSettingsPage");
const PaymentSettingsPage = lazyPage(
  () => import("../features/owner-settings/payment-settings-page"),
  "PaymentSettingsPage",
);
const WantedPage = lazyPage(() => import("../features/wanted/wanted-page"), "WantedPage");
const BookingPage = lazyPage(() => import("../features/bookings/booking-page"), "BookingPage");
const VerificationPage = lazyPage(() => import("../features/admin/verification-page"), "VerificationPage");
const InvoicePage = lazyPage(() => import("../features/invoices/invoice-page"), "InvoicePage");
const NotFoundPage = lazyPage(() => import("../features/errors/not-found-page"), "NotFoundPage");

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // Pathless: an error in a page shows RouteError inside the layout, so the nav bar stays.
        errorElement: <RouteError />,
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
          { path: "/owners/dashboard", element: guarded(OWNER, <OwnerDashboardPage />) },
          { path: "/staff/dashboard", element: guarded(STAFF, <StaffDashboardPage />) },
          { path: "/accountant", element: guarded(ACCOUNTANT, <AccountantPage />) },
          { path: "/booking", element: guarded(SIGNED_IN, <BookingPage />) },
          { path: "/invoices/:number", element: guarded(SIGNED_IN, <InvoicePage />) },
          { path: "/learnmore", element: <LearnMorePage /> },
          { path: "/gear/:id", element: <GearPage /> },
          { path: "/owner/:identifier", element: <OwnerProfilePage /> },
          { path: "/wanted", element: <WantedPage /> },
          { path: "/filters", element: guarded(SIGNED_IN, <FiltersPage />) },
          { path: "/owners/settings", element: guarded(OWNER, <OwnerSettingsPage />) },
          { path: "/owners/payment-settings", element: guarded(OWNER, <PaymentSettingsPage />) },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
