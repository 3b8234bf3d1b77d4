/** Numbers of the account policy (issue 3, SPEC §9), shared by server, UI and tests. */
export const AUTH_POLICY = {
  password: { min: 8, max: 128 },
  resetPasswordTokenSeconds: 60 * 60,
  verificationTokenSeconds: 60 * 60,
  deleteTokenSeconds: 24 * 60 * 60,
} as const;

/** The host agent's device-authorization client id (DESIGN §7). */
export const DEVICE_AGENT_CLIENT_ID = "deckbot-agent";
