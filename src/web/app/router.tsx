import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { RequireRole } from "./guard";
import { Layout } from "./layout";
import { RouteError } from "./route-error";

// One chunk per page, loaded when first visited.
const HomePage = lazy(() => import("../features/home/home-page").then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import("../features/auth/login-page").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import("../features/auth/register-page").then((m) => ({ default: m.RegisterPage })));
const OwnerRegisterPage = lazy(() =>
  import("../features/auth/owner-register-page").then((m) => ({ default: m.OwnerRegisterPage })),
);
const ApplicationRegisterPage = lazy(() =>
  import("../features/auth/application-register-page").then((m) => ({ default: m.ApplicationRegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import("../features/auth/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/auth/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const ProfilePage = lazy(() => import("../features/profile/profile-page").then((m) => ({ default: m.ProfilePage })));
const AdminDashboardPage = lazy(() =>
  import("../features/admin/admin-dashboard-page").then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminSettingsPage = lazy(() =>
  import("../features/admin/admin-settings-page").then((m) => ({ default: m.AdminSettingsPage })),
);
const OwnerDashboardPage = lazy(() =>
  import("../features/owners/owner-dashboard-page").then((m) => ({ default: m.OwnerDashboardPage })),
);
const StaffDashboardPage = lazy(() =>
  import("../features/staff/staff-dashboard-page").then((m) => ({ default: m.StaffDashboardPage })),
);
const AccountantPage = lazy(() =>
  import("../features/accountant/accountant-page").then((m) => ({ default: m.AccountantPage })),
);
const LearnMorePage = lazy(() =>
  import("../features/catalogue/learnmore-page").then((m) => ({ default: m.LearnMorePage })),
);
const FiltersPage = lazy(() => import("../features/filters/filters-page").then((m) => ({ default: m.FiltersPage })));
const GearPage = lazy(() => import("../features/gear-details/gear-page").then((m) => ({ default: m.GearPage })));
const OwnerProfilePage = lazy(() =>
  import("../features/owner-profile/owner-profile-page").then((m) => ({ default: m.OwnerProfilePage })),
);
const OwnerSettingsPage = lazy(() =>
  import("../features/owner-settings/owner-settings-page").then((m) => ({ default: m.OwnerSettingsPage })),
);
const PaymentSettingsPage = lazy(() =>
  import("../features/owner-settings/payment-settings-page").then((m) => ({ default: m.PaymentSettingsPage })),
);
const WantedPage = lazy(() => import("../features/wanted/wanted-page").then((m) => ({ default: m.WantedPage })));
const BookingPage = lazy(() => import("../features/bookings/booking-page").then((m) => ({ default: m.BookingPage })));
const VerificationPage = lazy(() =>
  import("../features/admin/verification-page").then((m) => ({ default: m.VerificationPage })),
);
const InvoicePage = lazy(() => import("../features/invoices/invoice-page").then((m) => ({ default: m.InvoicePage })));
const NotFoundPage = lazy(() => import("../features/errors/not-found-page").then((m) => ({ default: m.NotFoundPage })));

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
          {
            path: "/profile",
            element: (
              <RequireRole area="customer">
                <ProfilePage />
              </RequireRole>
            ),
          },
          {
            path: "/admin",
            element: (
              <RequireRole area="admin" roles={["admin"]}>
                <AdminDashboardPage />
              </RequireRole>
            ),
          },
          {
            path: "/admin/enhanced-verification",
            element: (
              <RequireRole area="admin" roles={["admin"]}>
                <VerificationPage />
              </RequireRole>
            ),
          },
          {
            path: "/admin/settings",
            element: (
              <RequireRole area="admin" roles={["admin"]}>
                <AdminSettingsPage />
              </RequireRole>
            ),
          },
          {
            path: "/owners/dashboard",
            element: (
              <RequireRole area="owner" roles={["owner"]}>
                <OwnerDashboardPage />
              </RequireRole>
            ),
          },
          {
            path: "/staff/dashboard",
            element: (
              <RequireRole area="staff" roles={["staff", "admin"]}>
                <StaffDashboardPage />
              </RequireRole>
            ),
          },
          {
            path: "/accountant",
            element: (
              <RequireRole area="accountant" roles={["accountant", "admin"]}>
                <AccountantPage />
              </RequireRole>
            ),
          },
          {
            path: "/booking",
            element: (
              <RequireRole area="customer">
                <BookingPage />
              </RequireRole>
            ),
          },
          {
            path: "/invoices/:number",
            element: (
              <RequireRole area="customer">
                <InvoicePage />
              </RequireRole>
            ),
          },
          { path: "/learnmore", element: <LearnMorePage /> },
          { path: "/gear/:id", element: <GearPage /> },
          { path: "/owner/:identifier", element: <OwnerProfilePage /> },
          { path: "/wanted", element: <WantedPage /> },
          {
            path: "/filters",
            element: (
              <RequireRole area="customer">
                <FiltersPage />
              </RequireRole>
            ),
          },
          {
            path: "/owners/settings",
            element: (
              <RequireRole area="owner" roles={["owner"]}>
                <OwnerSettingsPage />
              </RequireRole>
            ),
          },
          {
            path: "/owners/payment-settings",
            element: (
              <RequireRole area="owner" roles={["owner"]}>
                <PaymentSettingsPage />
              </RequireRole>
            ),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
