import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
};

/**
 * A real SMTP server on a free port that keeps every message, so tests send through
 * nodemailer exactly as production does and read what a recipient would get.
 */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `address`, waiting up to `timeoutMs` for it to arrive. */
    async waitFor(address: string, predicate: (m: ReceivedMail) => boolean = () => true) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.findLast((m) => m.to.includes(address) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for nodemailer's output: a subject and the text and HTML parts. */
function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const [head = ""] = raw.split(/\r?\n\r?\n/);
  const subject = decodeHeader(head.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? "");
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`Content-Type: ${type}`, "i").test(p));
    if (!found) return "";
    const [partHead = "", ...body] = found.split(/\r?\n\r?\n/);
    return decodeBody(body.join("\n\n"), partHead);
  };
  return { subject, text: part("text/plain"), html: part("text/html") };
}

function decodeBody(body: string, head: string): string {
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  if (/Content-Transfer-Encoding: base64/i.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return body;
}

function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "Content-Transfer-Encoding: quoted-printable"),
    )
    .trim();
}
