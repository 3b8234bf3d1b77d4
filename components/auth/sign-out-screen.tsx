"use client";

import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { type AuthArea, authBasePath } from "@/lib/auth/areas";
import { authClient } from "@/lib/auth-client";
import { AuthCard } from "./form-parts";

/** /host/auth/logout and /client/auth/logout: sign out, then land on that area's sign-in. */
export function SignOutScreen({ area }: { area: AuthArea }) {
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    void authClient.signOut().then(({ error }) => {
      if (error) toast.error("Sign-out failed. Try again.");
      router.replace(`${authBasePath(area)}/sign-in`);
      router.refresh();
    });
  }, [area, router]);
  return (
    <AuthCard title="Signing out">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon aria-hidden className="size-4 animate-spin" />
        One moment…
      </p>
    </AuthCard>
  );
}
