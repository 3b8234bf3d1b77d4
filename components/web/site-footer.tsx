import Link from "next/link";
import { Logo } from "@/components/brand/logo";

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col gap-2">
          <Logo text className="h-8" animated={false} />
          <p className="text-sm text-muted-foreground">
            Automate your workflows, streams, videogames and everything.
          </p>
        </div>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <Link href="/pricing" className="text-muted-foreground hover:text-foreground">
            Pricing
          </Link>
          <Link href="/download" className="text-muted-foreground hover:text-foreground">
            Download
          </Link>
          <Link href="/terms-of-service" className="text-muted-foreground hover:text-foreground">
            Terms of service
          </Link>
          <Link href="/privacy-policy" className="text-muted-foreground hover:text-foreground">
            Privacy policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
