import type { Metadata } from "next";
import Link from "next/link";
import { LegalArticle } from "@/components/web/legal-article";

export const metadata: Metadata = { title: "Terms of service" };

export default function TermsOfServicePage() {
  return (
    <LegalArticle title="Terms of service" updated="November 2026">
      <p>
        Deckbot is self-hostable software. These terms cover your use of this Deckbot instance. The
        person or organisation that runs this instance (the “operator”) provides the service to you
        and is responsible for it.
      </p>
      <h2>1. The service</h2>
      <p>
        Deckbot lets a host build screens, shortcuts, variables and automations and lets client
        devices connect to show those screens and press their buttons. Features can change as the
        software is updated by the operator.
      </p>
      <h2>2. Your account</h2>
      <ul>
        <li>Give a valid email address and keep your password secret.</li>
        <li>
          You are responsible for what happens under your account and on the devices you pair.
        </li>
        <li>You may delete your account at any time from the account page.</li>
      </ul>
      <h2>3. Acceptable use</h2>
      <p>You agree not to use Deckbot to:</p>
      <ul>
        <li>break the law or the rights of others;</li>
        <li>control computers or services you are not allowed to control;</li>
        <li>send spam or overload other systems through webhooks or HTTP steps;</li>
        <li>
          publish screens that contain malware, hateful content or someone else’s private data.
        </li>
      </ul>
      <h2>4. Automations run on your behalf</h2>
      <p>
        Shortcuts and automations do exactly what you configure them to do, including on the
        computer where your host agent runs. Review them before enabling them; the operator is not
        liable for the effects of automations you create or install.
      </p>
      <h2>5. Shared screens</h2>
      <p>
        When you publish a screen you allow other users of this instance to view, install and adapt
        it. You keep the rights to what you made and can unpublish it at any time; copies already
        installed stay with their owners.
      </p>
      <h2>6. Paid plans</h2>
      <p>
        Where the operator offers paid plans, prices and billing terms are shown on the pricing page
        and managed in your account area. Cancelling stops the next renewal.
      </p>
      <h2>7. No warranty</h2>
      <p>
        The service is provided “as is”. To the extent the law allows, the operator is not liable
        for lost data, missed streams or indirect damages. Keep exports of screens that matter.
      </p>
      <h2>8. Ending use</h2>
      <p>
        The operator may suspend accounts that break these terms. You can stop using the service and
        delete your account at any time.
      </p>
      <h2>9. Contact</h2>
      <p>
        Questions about these terms go to the operator of this instance. See also the{" "}
        <Link
          href="/privacy-policy"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          privacy policy
        </Link>
        .
      </p>
    </LegalArticle>
  );
}
