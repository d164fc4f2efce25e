import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { RichText } from "../../components/ui/rich-text";
import type { GearDetail } from "../../../shared/catalogue";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { EmailVerifiedNotice } from "../../components/account/email-verified-notice";
import { Card, Page } from "../../components/ui/page";
import { useSession } from "../../lib/session";
import { GearEditor } from "./gear-editor";
import { NewGear } from "./new-gear";
import { OwnerBookings } from "./owner-bookings";
import { OwnerCalendar } from "./owner-calendar";
import { OwnerGearList } from "./owner-gear-list";
import { BookingDetail } from "../../components/bookings/booking-detail";
import { DepositsToSettle } from "../../components/deposits/deposits-to-settle";
import { TextLink } from "../../components/ui/text-link";

/** The owner's other pages, linked from the dashboard. */
const MANAGE_LINKS = [
  ["/owners/settings", "dashboard.profileSettings"],
  ["/owners/payment-settings", "dashboard.paymentSettings"],
  ["/owners/report-scammer", "dashboard.reportScammer"],
  ["/vouchers", "dashboard.vouchers"],
] as const;

/**
 * /owners/dashboard: the owner's identity and pages, and their gear. The URL
 * says which view is open (?new=1, ?newKit=1, ?gear=<id>), so Back and reload keep it.
 */
export function OwnerDashboardPage() {
  const { data: session } = useSession();
  const [params, setParams] = useSearchParams();
  const [created, setCreated] = useState<GearDetail | null>(null);
  const { t } = useTranslation("gear");
  if (!session?.owner) return <Spinner />;
  const editing = params.get("gear");
  const booking = params.get("booking");
  const creating = params.get("new") === "1";
  const creatingKit = params.get("newKit") === "1";
  const showList = () => setParams({});

  return (
    <Page title={t("dashboard.title")}>
      <div className="flex flex-col gap-6">
        <EmailVerifiedNotice />
        <Card title={session.owner.displayName}>
          <p className="text-sm">
            <RichText
              t={t}
              i18nKey="dashboard.publicProfile"
              values={{ username: session.owner.username }}
              components={{ a: <TextLink to={`/owner/${session.owner.username}`} /> }}
            />
          </p>
        </Card>
        <Card title={t("dashboard.manage")}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {MANAGE_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link
                  to={to}
                  className="inline-block rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100"
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        {booking ? (
          <section aria-label={t("dashboard.booking")}>
            <Button variant="secondary" className="mb-3" onClick={showList}>
              {t("dashboard.backToDashboard")}
            </Button>
            <BookingDetail id={booking} />
          </section>
        ) : editing ? (
          <GearEditor key={editing} gearId={editing} onClose={showList} />
        ) : creating || creatingKit ? (
          <NewGear
            key={creatingKit ? "kit" : "listing"}
            kind={creatingKit ? "kit" : "listing"}
            onCancel={showList}
            onCreated={(gear) => {
              setCreated(gear);
              showList();
            }}
          />
        ) : (
          <>
            <OwnerBookings />
            <DepositsToSettle />
            <OwnerCalendar />
            <Card title={t("dashboard.myGear")}>
              <div className="flex flex-col gap-4">
                {created && (
                  <Alert tone="success">
                    <RichText
                      t={t}
                      i18nKey="dashboard.listed"
                      values={{ name: created.name }}
                      components={{ a: <Link className="underline" to={`/gear/${created.id}`} /> }}
                    />
                  </Alert>
                )}
                <div className="flex flex-wrap gap-3">
                  <Button
                    onClick={() => {
                      setCreated(null);
                      setParams({ new: "1" });
                    }}
                  >
                    {t("dashboard.listNew")}
                  </Button>
                  {/* A package of the owner's listings, booked as one (issue 32 item 2). */}
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setCreated(null);
                      setParams({ newKit: "1" });
                    }}
                  >
                    {t("kitScreens.list.newKit")}
                  </Button>
                </div>
                <OwnerGearList />
              </div>
            </Card>
          </>
        )}
      </div>
    </Page>
  );
}
