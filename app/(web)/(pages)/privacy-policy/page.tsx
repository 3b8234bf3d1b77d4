import type { Metadata } from "next";
import { LegalArticle } from "@/components/web/legal-article";

export const metadata: Metadata = { title: "Privacy policy" };

export default function PrivacyPolicyPage() {
  return (
    <LegalArticle title="Privacy policy" updated="November 2026">
      <p>
        Deckbot is self-hosted: the operator of this instance decides where it runs and is the
        controller of the personal data it stores. Nothing is sent to the makers of Deckbot.
      </p>
      <h2>What is stored</h2>
      <ul>
        <li>
          <strong>Account:</strong> your name, email address, whether it is verified, an optional
          profile picture, a hashed password or the social accounts you linked.
        </li>
        <li>
          <strong>Your content:</strong> screens, buttons, shortcuts, variables, automations, run
          history, uploaded images and icons.
        </li>
        <li>
          <strong>Sessions:</strong> for each signed-in device, a session token, its expiry, and the
          IP address and user agent it signed in from, so you can review and revoke sessions.
        </li>
        <li>
          <strong>Connections:</strong> the devices paired with a host, their names, platforms and
          when they were last seen.
        </li>
      </ul>
      <h2>Cookies</h2>
      <ul>
        <li>
          <strong>Session cookie:</strong> keeps you signed in. Required.
        </li>
        <li>
          <strong>Colour mode</strong> (<code>deckbot-colour-mode</code>): remembers light, dark or
          system for one year.
        </li>
        <li>
          <strong>Saved filters</strong> (<code>searchParams.*</code>): remembers the search and
          sort you last used on a screen list.
        </li>
      </ul>
      <p>No advertising cookies are used.</p>
      <h2>How data is used</h2>
      <p>
        Data is used only to run the service: signing you in, syncing screens to your devices,
        running your shortcuts and sending account emails (verification, password reset). Your data
        is never sold.
      </p>
      <h2>Retention and deletion</h2>
      <p>
        Expired sessions are removed. Deleting your account removes your account, sessions and
        content from the instance; backups kept by the operator expire on their own schedule.
      </p>
      <h2>Your rights</h2>
      <p>
        You can view and change your account details and sessions in the account area, export your
        screens, and delete your account. For anything else, including access or correction
        requests, contact the operator of this instance.
      </p>
    </LegalArticle>
  );
}
