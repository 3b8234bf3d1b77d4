import { type EmailContent, renderEmail } from "./render-email";

export function renderChangeEmail(args: {
  name: string;
  newEmail: string;
  url: string;
}): EmailContent {
  return renderEmail({
    subject: "Confirm your new Deckbot email",
    heading: "Approve the email change",
    intro: `Hi ${args.name || "there"}, your Deckbot account asked to change its email to ${args.newEmail}. Approve the change from this address to continue.`,
    action: { label: "Approve change", url: args.url },
    outro: "If you did not ask for this, ignore this mail and your email stays the same.",
  });
}
