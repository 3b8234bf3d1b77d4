import { type EmailContent, renderEmail } from "./render-email";

export function renderDeleteAccount({ name, url }: { name: string; url: string }): EmailContent {
  return renderEmail({
    subject: "Confirm deleting your Deckbot account",
    heading: "Delete your account?",
    intro: `Hi ${name || "there"}, confirm that you want to delete your Deckbot account. Your screens, shortcuts and variables are removed for good.`,
    action: { label: "Delete my account", url },
    outro: "The link works for 24 hours. If you did not ask for this, ignore this mail.",
  });
}
