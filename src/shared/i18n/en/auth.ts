/** Sign-in, registration (renter and owner), password reset, e-mail verification. */
export const auth = {
  /** Each area's login page title and registration page title. */
  area: {
    customer: { title: "Login", registerTitle: "Create your SewaGear account" },
    owner: { title: "Owner Login", registerTitle: "Register as an owner" },
    admin: { title: "Admin Login", registerTitle: "Admin registration" },
    staff: { title: "Staff Login", registerTitle: "Staff registration" },
    accountant: { title: "Accountant Login", registerTitle: "Accountant registration" },
  },
  fields: {
    fullName: "Full name",
    email: "E-mail",
    password: "Password",
    passwordHint: "8 to 128 characters. A long phrase is easier to remember and harder to guess.",
    confirmPassword: "Confirm password",
    newPassword: "New password",
    confirmNewPassword: "Confirm new password",
    username: "Username",
  },
  login: {
    denied: "This page needs a different account. Sign in with an account that has access.",
    applicationPending:
      "Your application to join as {{role}} is waiting for an admin's decision. Until it is approved, you can use SewaGear as a renter.",
    alreadySignedIn: "You are already signed in as {{email}}.",
    continue: "Continue",
    useAnother: "Sign out and use another account",
    resetDone: "Your password was changed. Sign in with the new one.",
    submit: "Sign in",
    busy: "Signing in…",
    forgot: "Forgot password?",
    createAccount: "Create an account",
    /** Under a refused sign-in: an address not confirmed yet is refused like a wrong password (ADR 046). */
    unconfirmed: "Registered but not confirmed your e-mail yet? The link we sent signs you in.",
    resend: "Send the link again",
    resent: "If {{email}} is waiting to be confirmed, a new link is on its way.",
  },
  register: {
    submit: "Register",
    busy: "Creating account…",
    footer: "Already have an account? <login>Login</login>. Listing gear? <owner>Register as an owner</owner>.",
    passwordsMismatch: "The passwords do not match",
    /** On the landing page when the address already had an account and its own password signed in. */
    /** The answer to every sign-up but a registered address with its own password (issue 29): true either way. */
    checkEmail: "Check your e-mail. We have sent a message to {{email}}: follow its link to continue.",
    checkEmailSent: "Check your e-mail. We have sent a message to the address you gave: follow its link to continue.",
    existingAccount: "You already have an account with this e-mail. We signed you in.",
  },
  owner: {
    submit: "Register as owner",
    busy: "Registering…",
    footer: "Already an owner? <login>Owner Login</login>",
    alreadyOwner: "You are already an owner. Go to your <dashboard>owner dashboard</dashboard>.",
    signedInAs: "You are signed in as {{email}}. Choose a username to start listing gear.",
    usernameChecking: "Checking availability…",
    usernameAvailable: "This username is available.",
    usernameHint: "3 to 20 letters, numbers or underscores; shown on your public profile.",
  },
  application: {
    submit: "Register",
    busy: "Submitting…",
    explain: {
      staff: "Your account becomes a staff account once an admin approves your application.",
      accountant: "Your account becomes an accountant account once an admin approves your application.",
      admin:
        "Admin accounts need an address in the company's admin e-mail domain. Access starts once you follow the verification link we e-mail you.",
    },
    /** `title` is the area's login title, the link's text. */
    footer: "Already registered? <login>{{title}}</login>",
    adminFooter: "Already an admin? <login>{{title}}</login>",
    adminClosed: "Admin registration is closed. Ask an existing admin to create your account.",
    adminDomain: "Admin accounts need an e-mail address ending in @{{domain}}.",
    businessCannotOwn: "Staff, accountant and admin accounts cannot become owners.",
  },
  forgot: {
    title: "Forgot your password?",
    sent: "If {{email}} has a SewaGear account, we have e-mailed it a link to set a new password. The link works for one hour.",
    intro: "Enter your account's e-mail address and we will send you a link to set a new password.",
    submit: "Send reset link",
    busy: "Sending…",
    back: "Back to Login",
  },
  reset: {
    title: "Set a new password",
    needsLink: "This page needs the link from the reset e-mail. <ask>Ask for a new link</ask>.",
    submit: "Set new password",
    busy: "Saving…",
  },
  errors: {
    throttled:
      "Too many failed sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.",
    throttledAddress:
      "Too many failed sign-in attempts from your network. Please wait 15 minutes and try again, or sign in from a device you have used before.",
  },
  /** Seed section 5, verbatim. */
  username: {
    required: "Username is required",
    tooShort: "Username must be at least 3 characters long",
    tooLong: "Username must be less than 20 characters",
    charset: "Username can only contain letters, numbers, and underscores",
    leadingDigit: "Username cannot start with a number",
    reserved: "Username is reserved and cannot be used",
    taken: "Username is already taken",
  },
};
