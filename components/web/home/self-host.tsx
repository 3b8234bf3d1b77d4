import { DatabaseIcon, ServerIcon, ShieldCheckIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

const POINTS = [
  {
    Icon: ServerIcon,
    text: "One Node.js process serves the pages, the sign-in and the live sync socket on one port.",
  },
  {
    Icon: DatabaseIcon,
    text: "Postgres stores everything. With no DATABASE_URL, Deckbot starts an embedded one for you.",
  },
  {
    Icon: ShieldCheckIcon,
    text: "Your screens, shortcuts and accounts stay on your machine. Run more replicas when you grow.",
  },
] as const;

export function SelfHost() {
  return (
    <section aria-labelledby="self-host-heading" className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="self-host-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Self-host it in a minute
          </h2>
          <ul className="mt-6 flex flex-col gap-4">
            {POINTS.map(({ Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="text-muted-foreground">{text}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/host">Get started</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/pricing">See plans</Link>
            </Button>
          </div>
        </div>
        <pre className="overflow-x-auto rounded-xl border bg-[#0b0d1a] p-6 font-mono text-sm leading-7 text-[#d9d5ff] shadow-lg">
          <code>
            <span className="text-[#8b86b8]"># on the machine that will serve Deckbot</span>
            {"\n"}npm install{"\n"}npm start{"\n"}
            <span className="text-[#8b86b8]"># → Deckbot ready on http://localhost:3000</span>
            {"\n\n"}
            <span className="text-[#8b86b8]"># on the computer you want to automate</span>
            {"\n"}npm run agent
          </code>
        </pre>
      </div>
    </section>
  );
}
