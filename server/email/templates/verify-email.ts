import { type EmailContent, renderEmail } from "./render-email";

export function renderVerifyEmail({ name, url }: { name: string; url: string }): EmailContent {
  return renderEmail({
    subject: "Verify your email for Deckbot",
    heading: "Confirm your email address",
    intro: `Hi ${name || "there"}, confirm this address to finish setting up your Deckbot account.`,
    action: { label: "Verify email", url },
    outro: "The link works for one hour. If you did not create an account, ignore this mail.",
  });
}
