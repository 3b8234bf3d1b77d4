import { ArrowLeftIcon, MonitorOffIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Shown instead of a screen the host does not (or no longer) share with this account. */
export function ScreenUnavailable({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-6 text-center text-white">
      <MonitorOffIcon className="size-12 text-white/50" aria-hidden />
      <h1 className="text-xl font-bold">This screen is not shared with this device</h1>
      <p className="max-w-md text-white/70">{message}</p>
      <Button asChild variant="secondary">
        <Link href="/client">
          <ArrowLeftIcon />
          Back to screens
        </Link>
      </Button>
    </div>
  );
}
