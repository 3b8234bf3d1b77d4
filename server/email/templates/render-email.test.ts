import { describe, expect, it } from "vitest";
import { renderChangeEmail } from "./change-email";
import { renderDeleteAccount } from "./delete-account";
import { renderResetPassword } from "./reset-password";
import { renderVerifyEmail } from "./verify-email";

describe("account mail templates", () => {
  it("escape user-controlled text in HTML but keep it readable in plain text", () => {
    const mail = renderVerifyEmail({
      name: '<img src=x onerror="alert(1)">',
      url: "https://deckbot.example/api/auth/verify-email?token=a&callbackURL=%2F",
    });
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
    expect(mail.html).toContain("token=a&amp;callbackURL=%2F");
    expect(mail.text).toContain(
      "https://deckbot.example/api/auth/verify-email?token=a&callbackURL=%2F",
    );
  });

  it("every mail carries its link, a subject and both parts", () => {
    const url = "https://deckbot.example/x";
    const mails = [
      renderVerifyEmail({ name: "A", url }),
      renderResetPassword({ name: "A", url }),
      renderChangeEmail({ name: "A", newEmail: "new@example.com", url }),
      renderDeleteAccount({ name: "A", url }),
    ];
    for (const mail of mails) {
      expect(mail.subject).toMatch(/Deckbot/);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
    }
    expect(new Set(mails.map((m) => m.subject)).size).toBe(4);
    expect(mails[2]?.text).toContain("new@example.com");
  });
});
