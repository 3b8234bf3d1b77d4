import { ComputerIcon, DownloadIcon, SmartphoneIcon, TerminalIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageIntro } from "@/components/web/page-intro";

export const metadata: Metadata = { title: "Download" };

export default function DownloadPage() {
  return (
    <main id="main" className="pb-20">
      <PageIntro title="Install Deckbot">
        Deckbot is a web app you can install like any other app, plus a small agent for the computer
        you want to automate.
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <SmartphoneIcon className="size-6 text-primary" />
            <CardTitle className="text-xl">On a phone or tablet</CardTitle>
            <CardDescription>
              Install the app so screens open full screen, offline-ready.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            <div>
              <h3 className="font-bold">iPhone and iPad (Safari)</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted-foreground">
                <li>Open this site in Safari.</li>
                <li>Tap the Share button.</li>
                <li>
                  Choose <strong className="text-foreground">Add to Home Screen</strong>, then Add.
                </li>
              </ol>
            </div>
            <div>
              <h3 className="font-bold">Android (Chrome)</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted-foreground">
                <li>Open this site in Chrome.</li>
                <li>Open the ⋮ menu.</li>
                <li>
                  Choose <strong className="text-foreground">Install app</strong> and confirm.
                </li>
              </ol>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <ComputerIcon className="size-6 text-primary" />
            <CardTitle className="text-xl">On a computer</CardTitle>
            <CardDescription>Chrome and Edge install Deckbot as a desktop app.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
              <li>Open this site in Chrome or Edge.</li>
              <li>Click the install icon at the right end of the address bar.</li>
              <li>
                Confirm with <strong className="text-foreground">Install</strong>.
              </li>
            </ol>
            <p className="text-muted-foreground">
              Other browsers work too; they simply keep Deckbot in a tab.
            </p>
          </CardContent>
        </Card>
        <Card className="md:col-span-2">
          <CardHeader>
            <TerminalIcon className="size-6 text-primary" />
            <CardTitle className="text-xl">The host agent</CardTitle>
            <CardDescription>
              Presses keys, types text, launches apps and talks to OBS on the computer you automate.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6 text-sm md:grid-cols-2">
            <ol className="list-decimal space-y-2 pl-5 text-muted-foreground">
              <li>On that computer, in a copy of Deckbot, run the agent:</li>
              <li className="list-none">
                <code className="rounded-md bg-muted px-2 py-1 font-mono text-foreground">
                  npm run agent
                </code>
              </li>
              <li>The agent prints a short code and a link.</li>
              <li>
                Open <code className="font-mono text-foreground">/host/auth/device</code>, sign in
                and enter the code. The agent connects and appears on your dashboard.
              </li>
            </ol>
            <div className="flex flex-col items-start justify-center gap-3">
              <p className="text-muted-foreground">
                Running commands is off until you allow it for that agent in the host settings.
              </p>
              <Button asChild>
                <Link href="/host/auth/device">
                  <DownloadIcon />
                  Connect an agent
                </Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
