import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { msg } from "../../shared/i18n/message";
import { translate } from "../lib/i18n";
import { lazyNamed } from "../lib/lazy-named";
import { useSession } from "../lib/session";
import { Button } from "./ui/button";

const loadModal = () => import("./profile-completion-modal");
/**
 * The popup and React Aria's dialog code (24 KB compressed) load only for an
 * account that may need it: the gear, owner and Available Gear pages, where
 * this button sits, start without them.
 */
const ProfileCompletionModal = lazyNamed(loadModal, "ProfileCompletionModal");

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
  const mayNeedPopup = !!session && session.profile.missingFields.length > 0;
  useEffect(() => {
    if (mayNeedPopup) void loadModal();
  }, [mayNeedPopup]);

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
      {missing !== null && (
        <Suspense fallback={null}>
          <ProfileCompletionModal missing={missing} onClose={() => setMissing(null)} />
        </Suspense>
      )}
    </>
  );
}
