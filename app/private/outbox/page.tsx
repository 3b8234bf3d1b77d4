import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { getEnv } from "@/lib/env";
import { listDevOutbox } from "@/server/email/mailer";

export const dynamic = "force-dynamic";
export const metadata = { title: "Dev outbox · Deckbot" };

/** Mails kept instead of sent while no SMTP server is configured (never on a deployment). */
export default async function Page() {
  if (!getEnv().devOutbox) notFound();
  const mails = await listDevOutbox(getDb());
  return (
    <main className="mx-auto min-h-dvh w-full max-w-3xl px-4 py-8 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-50">
      <h1 className="text-2xl font-semibold">Dev outbox</h1>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        No SMTP_URL is set, so account mail is kept here. Newest first.
      </p>
      {mails.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm text-zinc-500 dark:border-zinc-700">
          No mail yet. Sign up or ask for a password reset to see one here.
        </p>
      ) : (
        <ol className="mt-6 space-y-4">
          {mails.map((mail) => (
            <li
              key={mail.id}
              className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
              data-testid="outbox-mail"
            >
              <p className="text-xs text-zinc-500">
                To {mail.to} · {mail.createdAt.toISOString()}
              </p>
              <h2 className="mt-1 font-medium">{mail.subject}</h2>
              <pre className="mt-2 whitespace-pre-wrap break-all text-sm">{linkify(mail.text)}</pre>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
      <a key={i} href={part} className="text-blue-600 underline dark:text-blue-400">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
