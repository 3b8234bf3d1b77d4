import { type EmailContent, renderEmail } from "./render-email";

export function renderResetPassword({ name, url }: { name: string; url: string }): EmailContent {
  return renderEmail({
    subject: "Reset your Deckbot password",
    heading: "Choose a new password",
    intro: `Hi ${name || "there"}, someone asked to reset the password of your Deckbot account.`,
    action: { label: "Reset password", url },
    outro:
      "The link works for one hour and only once. If you did not ask for this, ignore this mail: your password stays as it is.",
  });
}
