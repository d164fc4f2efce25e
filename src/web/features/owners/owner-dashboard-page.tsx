import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { GearDetail } from "../../../shared/catalogue";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { useSession } from "../../lib/session";
import { GearEditor } from "./gear-editor";
import { NewGear } from "./new-gear";
import { OwnerBookings } from "./owner-bookings";
import { OwnerCalendar } from "./owner-calendar";
import { OwnerGearList } from "./owner-gear-list";
import { BookingDetail } from "../../components/bookings/booking-detail";

/**
 * /owners/dashboard: the owner's identity and pages, and their gear. The URL
 * says which view is open (?new=1, ?gear=<id>), so Back and reload keep it.
 */
export function OwnerDashboardPage() {
  const { data: session } = useSession();
  const [params, setParams] = useSearchParams();
  const [created, setCreated] = useState<GearDetail | null>(null);
  if (!session?.owner) return <Spinner />;
  const editing = params.get("gear");
  const booking = params.get("booking");
  const creating = params.get("new") === "1";
  const showList = () => setParams({});

  return (
    <Page title="Owner dashboard">
      <div className="flex flex-col gap-6">
        <Card title={session.owner.displayName}>
          <p className="text-sm">
            Your public profile:{" "}
            <Link className="text-sky-800 underline" to={`/owner/${session.owner.username}`}>
              @{session.owner.username}
            </Link>
          </p>
        </Card>
        <Card title="Manage">
          <ul className="flex flex-wrap gap-2 text-sm">
            {(
              [
                ["/owners/settings", "Profile settings"],
                ["/owners/payment-settings", "Payment settings"],
                ["/owners/report-scammer", "Report a scammer"],
              ] as const
            ).map(([to, label]) => (
              <li key={to}>
                <Link
                  to={to}
                  className="inline-block rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        {booking ? (
          <section aria-label="Booking">
            <Button variant="secondary" className="mb-3" onClick={showList}>
              ← Back to the dashboard
            </Button>
            <BookingDetail id={booking} />
          </section>
        ) : editing ? (
          <GearEditor key={editing} gearId={editing} onClose={showList} />
        ) : creating ? (
          <NewGear
            onCancel={showList}
            onCreated={(gear) => {
              setCreated(gear);
              showList();
            }}
          />
        ) : (
          <>
            <OwnerBookings />
            <OwnerCalendar />
            <Card title="My gear">
              <div className="flex flex-col gap-4">
                {created && (
                  <Alert tone="success">
                    “{created.name}” is listed.{" "}
                    <Link className="underline" to={`/gear/${created.id}`}>
                      See its public page
                    </Link>
                    .
                  </Alert>
                )}
                <Button
                  className="self-start"
                  onClick={() => {
                    setCreated(null);
                    setParams({ new: "1" });
                  }}
                >
                  List new gear
                </Button>
                <OwnerGearList />
              </div>
            </Card>
          </>
        )}
      </div>
    </Page>
  );
}
