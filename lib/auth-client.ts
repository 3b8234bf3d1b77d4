"use client";

import {
  adminClient,
  deviceAuthorizationClient,
  jwtClient,
  organizationClient,
} from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** The browser's Better Auth client; same origin, so no baseURL is needed. */
export const authClient = createAuthClient({
  plugins: [
    jwtClient(),
    deviceAuthorizationClient(),
    organizationClient({ teams: { enabled: true }, dynamicAccessControl: { enabled: true } }),
    adminClient(),
  ],
});
