"use client";

import { LogOutIcon, UserRoundIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
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

  if (isPending) return <Skeleton aria-hidden className="size-8 rounded-full" />;
  if (!data) {
    return (
      <Button asChild variant="ghost" size="sm">
        <a href={`${authBasePath(area)}/sign-in`}>Sign in</a>
      </Button>
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
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${user.name || user.email}`}
        className="flex items-center gap-2 rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {user.image ? (
          // biome-ignore lint/performance/noImgElement: avatars come from any host the user picks
          <img src={user.image} alt="" className="size-8 rounded-full border object-cover" />
        ) : (
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
            {initials(user.name, user.email)}
          </span>
        )}
        <span className="hidden max-w-40 truncate text-sm font-semibold sm:inline">
          {user.name || user.email}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={accountPath(area)}>
            <UserRoundIcon />
            Account
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOutIcon />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
