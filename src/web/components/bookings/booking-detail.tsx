import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BookingDetail as Booking } from "../../../shared/booking-contracts";
import { STATUS_LABEL } from "../../../shared/booking-lifecycle";
import { bookingQueries } from "../../api/bookings";
import { Card } from "../ui/page";
import { QueryState } from "../ui/query-state";
import { BookingPrice } from "./booking-price";
import { MessageThread } from "./message-thread";
import { ReceiptUpload } from "./receipt-upload";
import { ReviewForm } from "./review-form";
import { StatusBadge } from "./status-badge";
import { TransitionActions } from "./transition-actions";

const when = (iso: string) => new Date(iso).toLocaleString("en-MY", { dateStyle: "medium", timeStyle: "short" });

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
  return (
    <div className="flex flex-col gap-4">
      <Card title={b.gear.name}>
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <StatusBadge status={b.status} />
          <Link to={`/gear/${b.gear.id}`} className="text-sm text-sky-800 underline">
            View listing
          </Link>
          {b.invoice && (
            <Link to={b.invoice.url} className="text-sm text-sky-800 underline">
              Invoice {b.invoice.number}
            </Link>
          )}
        </div>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          <Fact term="Pickup">{`${b.startDate}${b.pickupTime ? ` at ${b.pickupTime}` : ""}`}</Fact>
          <Fact term="Return">{`${b.endDate}${b.returnTime ? ` at ${b.returnTime}` : ""}`}</Fact>
          <Fact term="Renter">{b.renter.name}</Fact>
          <Fact term="Owner">
            {b.owner.username ? (
              <Link to={`/owner/${b.owner.username}`}>@{b.owner.username}</Link>
            ) : (
              b.owner.displayName
            )}
          </Fact>
        </dl>
        {b.note && <p className="mt-2 text-sm text-slate-700">Note: {b.note}</p>}
        <BookingPrice booking={b} />
        <div className="mt-4">
          <TransitionActions booking={b} />
        </div>
      </Card>
      {b.payment && (
        <Card title="Payment details">
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            <Fact term="Bank">{b.payment.bank ?? "—"}</Fact>
            <Fact term="Account holder">{b.payment.accountHolder ?? "—"}</Fact>
            <Fact term="Account number">{b.payment.accountNumber ?? "—"}</Fact>
            <Fact term="DuitNow ID">{b.payment.duitnowId ?? "—"}</Fact>
          </dl>
          {b.payment.qrUrl && (
            <img src={b.payment.qrUrl} alt="Owner's DuitNow QR code" className="mt-3 h-48 w-48 rounded border" />
          )}
        </Card>
      )}
      {(b.receipts.length > 0 || b.canUploadReceipt) && (
        <Card title="Payment receipt">
          {b.receipts.length > 0 && (
            <ul className="mb-3 text-sm">
              {b.receipts.map((r) => (
                <li key={r.id}>
                  <a href={r.url} target="_blank" rel="noreferrer" className="text-sky-800 underline">
                    Receipt uploaded {when(r.uploadedAt)}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {b.canUploadReceipt && <ReceiptUpload bookingId={b.id} />}
        </Card>
      )}
      {b.canReview && (
        <Card title="Reviews">
          <div className="flex flex-col gap-3">
            {b.reviewSubjects.map((subject) => (
              <ReviewForm key={subject} bookingId={b.id} subject={subject} />
            ))}
          </div>
        </Card>
      )}
      {b.canMessage && <MessageThread bookingId={b.id} />}
      <Card title="Timeline">
        <ol className="flex flex-col gap-2 text-sm">
          {b.timeline.map((e, i) => (
            <li key={i} className="border-l-2 border-slate-300 pl-3">
              <p className="font-medium">{STATUS_LABEL[e.to]}</p>
              <p className="text-slate-600">
                {when(e.at)} · by {e.by}
                {e.reason ? ` · ${e.reason}` : ""}
              </p>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
