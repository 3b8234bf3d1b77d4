import { MonitorIcon, RefreshCwIcon, SmartphoneIcon } from "lucide-react";

const STEPS = [
  {
    Icon: MonitorIcon,
    title: "The host builds",
    text: "On your computer you are the host: lay out screens as grids of buttons, write shortcuts that say what a press does, and keep variables such as a score, a scene or a viewer count.",
  },
  {
    Icon: SmartphoneIcon,
    title: "Clients connect",
    text: "A client is any phone, tablet or spare monitor with a browser. Enter a pairing code once, approve it on the host, and the device shows the screens you allowed.",
  },
  {
    Icon: RefreshCwIcon,
    title: "Everything stays in sync",
    text: "Edits, button states and variable values reach every connected device the moment they change. Press on the phone, it happens on the computer.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-y bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="how-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          A host, some clients, no cables
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
          Deckbot has two sides. You can be both at once: build on the laptop, press on the phone.
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span className="absolute top-6 right-6 text-5xl font-extrabold text-muted-foreground/15">
                {index + 1}
              </span>
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/12 text-primary">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
