"use client";

import { MenuIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { UserMenu } from "@/components/auth/user-menu";
import { Logo } from "@/components/brand/logo";
import { ConnectionIndicator } from "@/components/sync/connection-indicator";
import { ColourModeToggle } from "@/components/theme/colour-mode-toggle";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { AREA_NAV, isNavItemActive, type NavItem } from "./area-nav-items";

type Area = "host" | "client";

/**
 * Signed-in frame of /host and /client: a sidebar on wide screens; on a phone a top bar with a
 * menu sheet plus a bottom bar with the most used pages, within thumb reach.
 */
export function AreaChrome({ area, children }: { area: Area; children: ReactNode }) {
  const pathname = usePathname();
  const root = `/${area}`;
  const items = AREA_NAV[area];
  return (
    <div className="flex min-h-dvh">
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r bg-muted/30 lg:flex">
        <Link href={root} className="flex h-16 items-center px-5" aria-label={`Deckbot ${area}`}>
          <Logo text host={area === "host"} className="h-8" />
        </Link>
        <NavList items={items} pathname={pathname} root={root} />
        {area === "client" && (
          <p className="mt-auto px-5 pb-5 text-xs text-muted-foreground">Deckbot client</p>
        )}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-5">
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
                <MenuIcon className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-72 p-0 pt-4" aria-describedby={undefined}>
              <SheetTitle className="px-5">
                <Logo text host={area === "host"} className="h-8" />
              </SheetTitle>
              <NavList items={items} pathname={pathname} root={root} inSheet />
            </SheetContent>
          </Sheet>
          <Link href={root} className="lg:hidden" aria-label={`Deckbot ${area}`}>
            <Logo host={area === "host"} className="h-8" />
          </Link>
          <div className="ml-auto flex items-center gap-1.5">
            <ConnectionIndicator />
            <ColourModeToggle />
            <UserMenu area={area} />
          </div>
        </header>
        <div className="flex-1 pb-20 lg:pb-0">{children}</div>
        <BottomNav items={items.filter((item) => item.primary)} pathname={pathname} root={root} />
      </div>
    </div>
  );
}

function NavList({
  items,
  pathname,
  root,
  inSheet = false,
}: {
  items: NavItem[];
  pathname: string;
  root: string;
  inSheet?: boolean;
}) {
  return (
    <nav aria-label="Sections" className="flex flex-col gap-0.5 px-3 py-2">
      {items.map((item) => {
        const active = isNavItemActive(item, pathname, root);
        const link = (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
              active && "bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary",
            )}
          >
            <item.Icon className="size-4" />
            {item.label}
          </Link>
        );
        return inSheet ? (
          <SheetClose asChild key={item.href}>
            {link}
          </SheetClose>
        ) : (
          link
        );
      })}
    </nav>
  );
}

function BottomNav({
  items,
  pathname,
  root,
}: {
  items: NavItem[];
  pathname: string;
  root: string;
}) {
  return (
    <nav
      aria-label="Quick sections"
      className="fixed inset-x-0 bottom-0 z-30 grid border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map((item) => {
        const active = isNavItemActive(item, pathname, root);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex flex-col items-center gap-1 py-2.5 text-[11px] font-semibold text-muted-foreground",
              active && "text-primary",
            )}
          >
            <item.Icon className="size-5" />
            <span className="max-w-full truncate px-1">{item.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
