import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatRM } from "../../../shared/money";
import { api, errorMessage } from "../../lib/api";
import { Alert, Spinner } from "../ui/feedback";
import { Card } from "../ui/page";
import { MessageThread } from "./message-thread";
import { ReceiptUpload } from "./receipt-upload";
import { ReviewForm } from "./review-form";
import { StatusBadge } from "./status-badge";
import { TransitionActions } from "./transition-actions";
import { type BookingDetailView, STATUS_LABEL } from "./types";

const when = (iso: string) => new Date(iso).toLocaleString("en-MY", { dateStyle: "medium", timeStyle: "short" });

/** One booking as both sides see it: price, payment, receipts, actions and the timeline. */
export function BookingDetail({ id }: { id: string }) {
  const q = useQuery({
    queryKey: ["booking", id],
    queryFn: () => api<{ booking: BookingDetailView }>(`/api/bookings/${id}`),
  });
  if (q.isPending) return <Spinner />;
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  const b = q.data.booking;
  const p = b.price;
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
          <div>
            <dt className="font-medium">Pickup</dt>
            <dd>
              {b.startDate}
              {b.pickupTime ? ` at ${b.pickupTime}` : ""}
            </dd>
          </div>
          <div>
            <dt className="font-medium">Return</dt>
            <dd>
              {b.endDate}
              {b.returnTime ? ` at ${b.returnTime}` : ""}
            </dd>
          </div>
          <div>
            <dt className="font-medium">Renter</dt>
            <dd>{b.renter.name}</dd>
          </div>
          <div>
            <dt className="font-medium">Owner</dt>
            <dd>
              {b.owner.username ? (
                <Link to={`/owner/${b.owner.username}`}>@{b.owner.username}</Link>
              ) : (
                b.owner.displayName
              )}
            </dd>
          </div>
        </dl>
        {b.note && <p className="mt-2 text-sm text-slate-700">Note: {b.note}</p>}
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">Price</caption>
          <tbody>
            <tr>
              <th scope="row" className="text-left font-normal">
                {b.days} day{b.days === 1 ? "" : "s"} × {formatRM(p.rate)}
                {p.rateSource === "student" ? " (student rate)" : ""}
              </th>
              <td className="text-right">{formatRM(p.subtotal)}</td>
            </tr>
            {p.discount > 0 && (
              <tr>
                <th scope="row" className="text-left font-normal">
                  Voucher
                </th>
                <td className="text-right">−{formatRM(p.discount)}</td>
              </tr>
            )}
            {p.serviceFee > 0 && (
              <tr>
                <th scope="row" className="text-left font-normal">
                  Service fee
                </th>
                <td className="text-right">{formatRM(p.serviceFee)}</td>
              </tr>
            )}
            {p.sst > 0 && (
              <tr>
                <th scope="row" className="text-left font-normal">
                  SST
                </th>
                <td className="text-right">{formatRM(p.sst)}</td>
              </tr>
            )}
            <tr className="border-t border-slate-200 font-semibold">
              <th scope="row" className="text-left">
                Total
              </th>
              <td className="text-right">{formatRM(p.total)}</td>
            </tr>
            <tr>
              <th scope="row" className="text-left font-normal">
                Refundable deposit{b.depositReturned ? " (returned)" : ""}
              </th>
              <td className="text-right">{formatRM(p.deposit)}</td>
            </tr>
          </tbody>
        </table>
        <div className="mt-4">
          <TransitionActions booking={b} />
        </div>
      </Card>
      {b.payment && (
        <Card title="Payment details">
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium">Bank</dt>
              <dd>{b.payment.bank ?? "—"}</dd>
            </div>
            <div>
              <dt className="font-medium">Account holder</dt>
              <dd>{b.payment.accountHolder ?? "—"}</dd>
            </div>
            <div>
              <dt className="font-medium">Account number</dt>
              <dd>{b.payment.accountNumber ?? "—"}</dd>
            </div>
            <div>
              <dt className="font-medium">DuitNow ID</dt>
              <dd>{b.payment.duitnowId ?? "—"}</dd>
            </div>
          </dl>
          {b.payment.qrUrl && (
            <img src={b.payment.qrUrl} alt="Owner's DuitNow QR code" className="mt-3 h-48 w-48 rounded border" />
          )}
        </Card>
      )}
      {(b.receipts.length > 0 || (b.myPart === "renter" && b.status === "approved")) && (
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
          {b.myPart === "renter" && b.status === "approved" && <ReceiptUpload bookingId={b.id} />}
        </Card>
      )}
      {b.status === "completed" && (b.myPart === "renter" || b.myPart === "owner") && (
        <Card title="Reviews">
          <div className="flex flex-col gap-3">
            {b.myPart === "renter" ? (
              <>
                <ReviewForm bookingId={b.id} subject="gear" label="gear" />
                <ReviewForm bookingId={b.id} subject="owner" label="owner" />
              </>
            ) : (
              <ReviewForm bookingId={b.id} subject="renter" label="renter" />
            )}
          </div>
        </Card>
      )}
      {(b.myPart === "renter" || b.myPart === "owner" || b.myPart === "admin") && <MessageThread bookingId={b.id} />}
      <Card title="Timeline">
        <ol className="flex flex-col gap-2 text-sm">
          {b.timeline.map((e, i) => (
            <li key={i} className="border-l-2 border-slate-300 pl-3">
              <p className="font-medium">{STATUS_LABEL[e.to as keyof typeof STATUS_LABEL] ?? e.to}</p>
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
