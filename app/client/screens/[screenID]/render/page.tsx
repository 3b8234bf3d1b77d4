import { ArrowLeftIcon, MonitorOffIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ConnectionIndicator } from "@/components/sync/connection-indicator";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Screen" };

export default async function RenderScreenPage({
  params,
}: {
  params: Promise<{ screenID: string }>;
}) {
  const { screenID } = await params;
  return (
    <main
      id="main"
      className="fixed inset-0 flex flex-col items-center justify-center gap-4 bg-black px-6 text-center text-white"
    >
      <div className="absolute top-3 right-3">
        <ConnectionIndicator />
      </div>
      <MonitorOffIcon className="size-12 text-white/50" aria-hidden />
      <h1 className="text-xl font-bold">This screen is not shared with this device</h1>
      <p className="max-w-md text-white/70">
        Screen <code className="font-mono">{screenID}</code> is not among the screens your hosts
        allow here. Ask the host to share it with this device, or pick another screen.
      </p>
      <Button asChild variant="secondary">
        <Link href="/client">
          <ArrowLeftIcon />
          Back to screens
        </Link>
      </Button>
    </main>
  );
}
