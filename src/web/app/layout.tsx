import { Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "../components/ui/feedback";
import { useLiveUpdates } from "../lib/live";
import { NavBar } from "./nav-bar";

export function Layout() {
  useLiveUpdates();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="print:hidden">
        <NavBar />
      </div>
      <main id="main" className="min-h-screen pt-14">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="print:hidden border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
        SewaGear · camera and production gear rental across Malaysia · prices in RM per day
      </footer>
    </>
  );
}
