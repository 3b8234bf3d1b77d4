import "server-only";
import { desc } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "@/db/client";
import { devOutbox } from "@/db/schema/mail";
import type { EmailContent } from "./templates/render-email";

export type Mailer = { send: (to: string, content: EmailContent) => Promise<void> };

/**
 * SMTP when `smtpUrl` is set; otherwise (never in production) the mail is printed and kept
 * in the dev outbox so a developer can follow its link without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  db: Database;
  /** Whether mail may go to the dev outbox when there is no SMTP (env.devOutbox). */
  devOutbox: boolean;
  log?: (line: string) => void;
}): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(to, content) {
        await transport.sendMail({ from: options.from, to, ...content });
      },
    };
  }
  return {
    async send(to, content) {
      if (!options.devOutbox) {
        throw new Error("SMTP_URL is not configured: account mail cannot be sent in production");
      }
      log(`[mail] to ${to}: ${content.subject}\n${content.text}`);
      await options.db.insert(devOutbox).values({ to, ...content });
    },
  };
}

export function listDevOutbox(db: Database, limit = 50) {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
}
