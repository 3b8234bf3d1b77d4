/** What the browser learns about a configured sign-in provider: an id and a display name. */
export type EnabledProvider = { id: string; name: string };
