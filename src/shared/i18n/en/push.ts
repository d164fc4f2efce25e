/** Web Push: the /profile section, the admin's first notifications and the test push (issue 14). */
export const push = {
  section: {
    heading: "Push notifications",
    intro: "Get a notification on this device, even when SewaGear is closed.",
    enable: "Enable push on this device",
    enabled: "Push is on for this device.",
    denied: "Notifications are blocked for this site in your browser settings.",
    unsupported: "This browser cannot receive push notifications.",
    failed: "Push could not be switched on on this device. Try again later.",
    iosHint:
      "On iPhone and iPad, push works in the installed app: tap Share, then Add to Home Screen, and open SewaGear from your home screen.",
    eventsHeading: "Notify me about",
    save: "Save",
    saved: "Saved.",
    devicesHeading: "My devices",
    noDevices: "No device receives push yet.",
    thisDevice: "This device",
    addedOn: "Added {{date}}",
    remove: "Remove",
    test: "Send a test notification",
    testSent: "A test notification is on its way to your devices.",
  },
  events: {
    request: "New booking requests",
    approved: "Booking approved",
    receipt: "Payment receipt uploaded",
    confirmed: "Booking confirmed",
    messages: "Messages",
    filters: "New gear matching my saved filters",
    wanted: "Answers to my wanted posts",
    verification: "New verification requests",
  },
  admin: {
    setupTitle: "Notification Setup Complete",
    setupBody: "You will now receive notification alerts for verification requests.",
    tipTitle: "Add to Home Screen Tip",
    tipBody: "Add SewaGear to your home screen to get alerts even faster and open the app in one tap.",
  },
  test: {
    title: "SewaGear test notification",
    body: "Push notifications work on this device.",
  },
  errors: {
    noDevice: "No device receives push yet. Enable push on this device first.",
    notFound: "Device not found.",
  },
};
