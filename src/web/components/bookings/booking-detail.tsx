import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BookingDetail as Booking, ReviewSubject } from "../../../shared/booking-contracts";
import { formatDateTime, formatDay } from "../../../shared/i18n/format";
import { bookingQueries } from "../../api/bookings";
import { depositQueries } from "../../api/deposits";
import { currentLanguage, translate } from "../../lib/i18n";
import { Alert } from "../ui/feedback";
import { Card } from "../ui/page";
import { QueryState } from "../ui/query-state";
import { BookingPrice } from "./booking-price";
import { DepositCard } from "../deposits/deposit-card";
import { HandoverCard } from "./handover-card";
import { HeldUnits } from "./held-units";
import { MessageThread } from "./message-thread";
import { PaymentCard } from "./payment-card";
import { ReceiptFacts } from "./receipt-facts";
import { ReceiptUpload } from "./receipt-upload";
import { RenterRecord } from "./renter-record";
import { ReviewForm } from "./review-form";
import { StatusBadge } from "./status-badge";
import { TransitionActions } from "./transition-actions";
import { TextLink } from "../ui/text-link";
import { ScamWarning } from "../scam-warning";
import { seesScamWarning } from "../../../shared/scam-report-contracts";
import { useSession } from "../../lib/session";

/** A term and its value in a facts list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One booking as both sides see it: price, payment, receipts, actions and the
 * timeline. What the reader may do comes from the booking's abilities (the
 * server's policy), never from the reader's role.
 */
export function BookingDetail({ id }: { id: string }) {
  const q = useQuery(bookingQueries.detail(id));
  return <QueryState query={q}>{({ booking }) => <BookingView booking={booking} />}</QueryState>;
}

function BookingView({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  const role = useSession().data?.role;
  // Reviews published here: the server stops offering their forms, so the thanks is kept on this side.
  const [published, setPublished] = useState<ReviewSubject[]>([]);
  // The same query as the deposit card below (one request): what came back of the deposit.
  const deposit = useQuery({ ...depositQueries.detail(b.id), enabled: b.depositReturned });
  const refunded = deposit.data?.refundDue;
  const when = (iso: string) => formatDateTime(iso, currentLanguage());
  const day = (iso: string, time: string | null) => {
    const date = formatDay(iso, currentLanguage());
    return time ? t("detail.dayAt", { date, time }) : date;
  };
  return (
    <div className="flex flex-col gap-4">
      <Card title={b.gear.name}>
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <StatusBadge status={b.status} late={b.late} />
          <TextLink to={`/gear/${b.gear.id}`} className="text-sm">
            {t("detail.viewListing")}
          </TextLink>
          {b.invoice && (
            <TextLink to={b.invoice.url} className="text-sm">
              {t("detail.invoice", { number: b.invoice.number })}
            </TextLink>
          )}
        </div>
        <ScamWarning bookingId={b.id} show={!!role && seesScamWarning(b.myPart, role)} />
        <RenterRecord record={b.renterRecord} />
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          <Fact term={t("detail.pickup")}>{day(b.startDate, b.pickupTime)}</Fact>
          <Fact term={t("detail.return")}>{day(b.endDate, b.returnTime)}</Fact>
          <Fact term={t("detail.renter")}>{b.renter.name}</Fact>
          <Fact term={t("detail.owner")}>
            {b.owner.username ? (
              <Link to={`/owner/${b.owner.username}`}>@{b.owner.username}</Link>
            ) : (
              b.owner.displayName
            )}
          </Fact>
        </dl>
        <HeldUnits booking={b} className="mt-2" />
        {b.note && <p className="mt-2 text-sm text-slate-700">{t("detail.note", { note: b.note })}</p>}
        <BookingPrice booking={b} refunded={refunded} />
        {b.late && (
          <div className="mt-3">
            <Alert tone="warning">{t("late.detail", { date: formatDay(b.endDate, currentLanguage()) })}</Alert>
          </div>
        )}
        {/* "Accept receipt" is offered only once there is a receipt: say what the owner is waiting for. */}
        {b.status === "approved" && b.receipts.length === 0 && (b.myPart === "owner" || b.myPart === "admin") && (
          <p className="mt-3 text-sm text-slate-700">{t("detail.awaitingReceipt")}</p>
        )}
        <div className="mt-4">
          <TransitionActions booking={b} />
        </div>
      </Card>
      <HandoverCard bookingId={b.id} status={b.status} />
      <DepositCard bookingId={b.id} status={b.status} />
      {b.payment && <PaymentCard payment={b.payment} />}
      {(b.receipts.length > 0 || b.canUploadReceipt) && (
        <Card title={t("detail.receipt")}>
          {b.receipts.length > 0 && (
            <ul className="mb-3 flex flex-col gap-3 text-sm">
              {b.receipts.map((r) => (
                <li key={r.id}>
                  <a href={r.url} target="_blank" rel="noreferrer" className="text-sky-800 underline">
                    {t("detail.receiptUploaded", { when: when(r.uploadedAt) })}
                  </a>
                  <ReceiptFacts receipt={r} booking={b} />
                </li>
              ))}
            </ul>
          )}
          {b.canUploadReceipt && (
            <ReceiptUpload bookingId={b.id} reference={b.payment?.reference ?? null} sent={b.receipts.length > 0} />
          )}
        </Card>
      )}
      {(b.canReview || published.length > 0) && (
        <Card title={t("detail.reviews")}>
          <div className="flex flex-col gap-3">
            {published.map((subject) => (
              <Alert key={subject} tone="success">
                {t(`review.published.${subject}`)}
              </Alert>
            ))}
            {b.canReview &&
              b.reviewSubjects
                .filter((subject) => !published.includes(subject))
                .map((subject) => (
                  <ReviewForm
                    key={subject}
                    bookingId={b.id}
                    subject={subject}
                    onPublished={() => setPublished((done) => [...done, subject])}
                  />
                ))}
          </div>
        </Card>
      )}
      {b.canMessage && <MessageThread bookingId={b.id} />}
      <Card title={t("detail.timeline")}>
        <ol className="flex flex-col gap-2 text-sm">
          {b.timeline.map((e, i) => (
            <li key={i} className="border-l-2 border-slate-300 pl-3">
              <p className="font-medium">{t(`status.${e.to}`)}</p>
              <p className="text-slate-600">
                {when(e.at)} · {t(`timelineBy.${e.by}`)}
                {/* A reason is what a person wrote, or the scheduler's as a msg() in the reader's language. */}
                {e.reason ? ` · ${translate(e.reason)}` : ""}
              </p>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
