import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../lib/session";
import { Button } from "./ui/button";
import { Modal } from "./ui/modal";

export const LOGIN_TO_BOOK = "Please log in to book equipment";

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
  const { data: session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [missing, setMissing] = useState<string[] | null>(null);

  function onPress() {
    if (!session) {
      const back = encodeURIComponent(location.pathname + location.search);
      navigate(`/auth/login?redirect=${back}`, { state: { message: LOGIN_TO_BOOK } });
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
      <Button onClick={onPress} className={className} aria-label={`Book Now: ${gearName}`}>
        Book Now
      </Button>
      <ProfileCompletionModal missing={missing} onClose={() => setMissing(null)} />
    </>
  );
}

/** Seed section 2, texts verbatim. Complete Profile goes to /profile. */
export function ProfileCompletionModal({ missing, onClose }: { missing: string[] | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal title="Profile Completion Required" isOpen={missing !== null} onOpenChange={(open) => !open && onClose()}>
      <p className="text-sm text-slate-700">
        To proceed with your booking, please complete your profile with all required information.
      </p>
      <p className="mt-3 text-sm font-semibold">Missing Required Fields:</p>
      <ul className="mt-1 list-disc pl-6 text-sm">
        {(missing ?? []).map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => navigate("/profile")}>Complete Profile</Button>
      </div>
    </Modal>
  );
}
