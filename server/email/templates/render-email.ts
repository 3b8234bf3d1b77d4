/** One branded layout for every account mail, as HTML and as plain text. */
export type EmailContent = { subject: string; html: string; text: string };

type EmailParts = {
  subject: string;
  heading: string;
  intro: string;
  action: { label: string; url: string };
  outro: string;
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function renderEmail(parts: EmailParts): EmailContent {
  const { subject, heading, intro, action, outro } = parts;
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;border:1px solid #e4e4e7">
<tr><td style="padding:24px 32px 0;font-size:18px;font-weight:700;letter-spacing:.02em">&#129302; Deckbot</td></tr>
<tr><td style="padding:16px 32px 0"><h1 style="margin:0;font-size:22px">${escapeHtml(heading)}</h1></td></tr>
<tr><td style="padding:12px 32px 0;font-size:15px;line-height:1.6">${escapeHtml(intro)}</td></tr>
<tr><td style="padding:24px 32px"><a href="${url}" style="display:inline-block;background:#18181b;color:#fafafa;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="padding:0 32px;font-size:13px;line-height:1.6;color:#52525b">If the button does not work, open this link:<br><a href="${url}" style="color:#2563eb;word-break:break-all">${url}</a></td></tr>
<tr><td style="padding:16px 32px 24px;font-size:13px;line-height:1.6;color:#52525b">${escapeHtml(outro)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = `Deckbot\n\n${heading}\n\n${intro}\n\n${action.label}: ${action.url}\n\n${outro}\n`;
  return { subject, html, text };
}
