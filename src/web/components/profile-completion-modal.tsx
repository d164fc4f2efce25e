import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { missingFieldMessage } from "../../shared/profile";
import { translate } from "../lib/i18n";
import { Button } from "./ui/button";
import { Modal } from "./ui/modal";

/** Seed section 2, texts verbatim. Complete Profile goes to /profile. */
export function ProfileCompletionModal({ missing, onClose }: { missing: string[] | null; onClose: () => void }) {
  const { t } = useTranslation("bookings");
  const navigate = useNavigate();
  const completeProfile = () => navigate("/profile");
  return (
    <Modal title={t("profileRequired.title")} isOpen={missing !== null} onOpenChange={(open) => !open && onClose()}>
      <p className="text-sm text-slate-700">{t("profileRequired.body")}</p>
      <p className="mt-3 text-sm font-semibold">{t("profileRequired.missing")}</p>
      <ul className="mt-1 list-disc pl-6 text-sm">
        {/* The API names what is missing by the seed's English words (src/shared/profile.ts); shown in the reader's language. */}
        {(missing ?? []).map((m) => (
          <li key={m}>{translate(missingFieldMessage(m))}</li>
        ))}
      </ul>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t("profileRequired.cancel")}
        </Button>
        <Button onClick={completeProfile}>{t("profileRequired.complete")}</Button>
      </div>
    </Modal>
  );
}
