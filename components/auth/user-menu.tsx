"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { accountPath, authBasePath } from "@/lib/auth/areas";
import { authClient } from "@/lib/auth-client";
import type { Area } from "./require-session";

function initials(name: string, email: string): string {
  const source = name.trim() || email;
  const parts = source.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

/** Account menu in the area navigation: who is signed in, Account, Sign out — or Sign in. */
export function UserMenu({ area }: { area: Area | "web" }) {
  const router = useRouter();
  const { data, isPending } = authClient.useSession();
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    // Close on Escape and on a click elsewhere, like any menu.
    const close = (event: Event) => {
      const el = menu.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && el.contains(event.target as Node)) return;
      el.open = false;
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);

  if (isPending) {
    return (
      <span
        aria-hidden
        className="size-8 animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800"
      />
    );
  }
  if (!data) {
    return (
      <a
        href={`${authBasePath(area)}/sign-in`}
        className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-900 hover:bg-zinc-100 dark:text-zinc-50 dark:hover:bg-zinc-800"
      >
        Sign in
      </a>
    );
  }

  const { user } = data;
  async function signOut() {
    if (area !== "web") {
      router.push(`/${area}/auth/logout`);
      return;
    }
    const { error } = await authClient.signOut();
    if (error) toast.error("Sign-out failed. Try again.");
    else router.refresh();
  }

  return (
    <details ref={menu} className="relative">
      <summary
        aria-label={`Account menu for ${user.name || user.email}`}
        className="flex cursor-pointer list-none items-center gap-2 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-zinc-500 [&::-webkit-details-marker]:hidden"
      >
        {user.image ? (
          // biome-ignore lint/performance/noImgElement: avatars come from any host the user picks
          <img src={user.image} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span className="flex size-8 items-center justify-center rounded-full bg-zinc-900 text-xs font-semibold text-white dark:bg-zinc-100 dark:text-zinc-900">
            {initials(user.name, user.email)}
          </span>
        )}
        <span className="hidden max-w-40 truncate text-sm sm:inline">
          {user.name || user.email}
        </span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-56 rounded-md border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900">
        <p className="truncate px-3 py-2 text-xs text-zinc-500">{user.email}</p>
        <a
          href={accountPath(area)}
          className="block rounded px-3 py-2 text-sm hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:outline-none dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800"
        >
          Account
        </a>
        <button
          type="button"
          onClick={signOut}
          className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:outline-none dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800"
        >
          Sign out
        </button>
      </div>
    </details>
  );
}
