import { i18n } from "../../lib/i18n";
import { enablePush } from "./push-device";

/** How long after 'Notification Setup Complete' the home-screen tip follows (seed section 9). */
export const TIP_DELAY_MS = 5000;

/**
 * An admin's sign-in (seed sections 6 and 9): ask for notification permission;
 * once this device's new subscription is saved, clear the app badge and show
 * 'Notification Setup Complete', then the 'Add to Home Screen Tip', which stays
 * until dismissed. Denied, unsupported or failing: nothing is shown and nothing
 * breaks; a device already set up is not told again at every sign-in.
 */
export async function setUpAdminPush(): Promise<void> {
  try {
    if ((await enablePush()) !== "created") return;
    const reg = await navigator.serviceWorker.ready;
    await navigator.clearAppBadge?.().catch(() => {});
    const t = i18n.getFixedT(null, "push");
    await reg.showNotification(t("admin.setupTitle"), {
      body: t("admin.setupBody"),
      icon: "/icon-192.png",
      tag: "push-setup",
      data: { url: "/admin" },
    });
    setTimeout(() => {
      void reg
        .showNotification(t("admin.tipTitle"), {
          body: t("admin.tipBody"),
          icon: "/icon-192.png",
          tag: "home-screen-tip",
          requireInteraction: true,
          data: { url: "/admin" },
        })
        .catch(() => {});
    }, TIP_DELAY_MS);
  } catch {
    // No push service reachable, or the save failed: the admin can switch push on from /profile.
  }
}
