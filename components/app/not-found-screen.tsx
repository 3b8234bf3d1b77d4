"use client";

import { HomeIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { getAreaFromPath, getAreaHome } from "@/lib/area";

/** SPEC §2 not-found screen; 'Go home' leads to the root of the area the visitor is in. */
export function NotFoundScreen() {
  const pathname = usePathname();
  const home = getAreaHome(getAreaFromPath(pathname));
  return (
    <main
      id="main"
      className="flex min-h-[70vh] flex-col items-center justify-center gap-5 px-6 py-16 text-center"
    >
      <Logo className="h-20" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">404: Page not found</h1>
      <p className="text-lg text-muted-foreground">There&apos;s nothing here.</p>
      <Button asChild size="lg">
        <Link href={home}>
          <HomeIcon />
          Go home
        </Link>
      </Button>
    </main>
  );
}
