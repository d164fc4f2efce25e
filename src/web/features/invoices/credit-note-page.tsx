import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../../shared/i18n/format";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { CreditNoteDocument } from "../../../shared/invoice-contracts";
import { invoiceQueries } from "../../api/invoices";
import { TextLink } from "../../components/ui/text-link";
import { currentLanguage } from "../../lib/i18n";
import {
  AmountTable,
  DOCUMENT_CLASS,
  DocumentPage,
  DocumentParties,
  MetaLine,
  PrintButton,
  useRentalLine,
} from "./document-parts";

/** /credit-notes/:number — printable, for the same readers as the invoice it cancels. */
export function CreditNotePage() {
  const { t } = useTranslation("invoices");
  const { number = "" } = useParams();
  return (
    <DocumentPage
      query={useQuery(invoiceQueries.creditNote(number))}
      title={(note) => t("creditNote.title", { number: note.number })}
      loadingTitle={t("creditNote.titleLoading")}
    >
      {(note) => <CreditNoteView note={note} />}
    </DocumentPage>
  );
}

/** The invoice's lines credited back, each as a negative amount, and the total credited. */
function CreditNoteView({ note }: { note: CreditNoteDocument }) {
  const { t } = useTranslation("invoices");
  const lang = currentLanguage();
  const a = note.amounts;
  const rental = useRentalLine(note.invoice.booking);
  const lines = [
    { label: rental, sen: -a.subtotal, kitItems: note.invoice.booking.kitItems },
    { label: t("voucher"), sen: a.discount },
    { label: t("serviceFee"), sen: -a.serviceFee },
    { label: t("sst"), sen: -a.sst },
  ].filter((line, i) => i === 0 || line.sen !== 0);
  return (
    <>
      <div className={DOCUMENT_CLASS}>
        <DocumentParties inv={note.invoice}>
          <MetaLine label={t("issued")}>{formatDate(note.issuedAt, lang)}</MetaLine>
          <MetaLine label={t("creditNote.cancels")}>
            <TextLink to={`/invoices/${note.invoice.number}`}>{note.invoice.number}</TextLink> (
            {formatDate(note.invoice.issuedAt, lang)})
          </MetaLine>
        </DocumentParties>
        <p className="mt-4 text-sm">
          <span className="font-semibold">{t("creditNote.reason")}</span> {note.reason}
        </p>
        <AmountTable lines={lines} totalLabel={t("creditNote.credited")} total={-a.total} />
      </div>
      <PrintButton />
    </>
  );
}
