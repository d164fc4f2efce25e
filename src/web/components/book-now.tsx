import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { msg } from "../../shared/i18n/message";
import { missingFieldMessage } from "../../shared/profile";
import { translate } from "../lib/i18n";
import { useSession } from "../lib/session";
import { Button } from "./ui/button";
import { Modal } from "./ui/modal";

/** The login page's notice (seed section 2), as a `msg` string. */
export const LOGIN_TO_BOOK = msg("bookings", "bookNow.loginToBook");

/**
 * Book Now, with the seed's three behaviours: signed out → login with
 * 'Please log in to book equipment'; signed in but unable to book (not verified
 * or incomplete profile) → the Profile Completion Required popup; able → /booking.
 */
export function BookNowButton({
  gearId,
  gearName,
  className,
}: {
  gearId: string;
  gearName: string;
  className?: string;
}) {
  const { t } = useTranslation("bookings");
  const { data: session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [missing, setMissing] = useState<string[] | null>(null);

  function onPress() {
    if (!session) {
      const back = encodeURIComponent(location.pathname + location.search);
      // Sent as text in the language shown: the login page shows its notice as it gets it.
      navigate(`/auth/login?redirect=${back}`, { state: { message: translate(LOGIN_TO_BOOK) } });
      return;
    }
    if (session.profile.missingFields.length > 0) {
      setMissing(session.profile.missingFields);
      return;
    }
    const params = new URLSearchParams({ gearId, gearName, preSelected: "true" });
    navigate(`/booking?${params}`);
  }

  return (
    <>
      <Button onClick={onPress} className={className} aria-label={t("bookNow.buttonFor", { gearName })}>
        {t("bookNow.button")}
      </Button>
      <ProfileCompletionModal missing={missing} onClose={() => setMissing(null)} />
    </>
  );
}

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
