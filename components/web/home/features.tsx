import {
  BotIcon,
  KeyboardIcon,
  LayoutGridIcon,
  type LucideIcon,
  Share2Icon,
  VariableIcon,
  WorkflowIcon,
} from "lucide-react";

const FEATURES: { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: LayoutGridIcon,
    title: "Screens your way",
    text: "Up to 16 × 16 cells, buttons that span several, toggles, sliders, folders and labels. Pick colours, icons and one of fourteen fonts.",
  },
  {
    Icon: KeyboardIcon,
    title: "Shortcuts",
    text: "Chain steps: press keys, type text, open apps, call an HTTP endpoint, talk to OBS, wait, branch on a condition, then run another shortcut.",
  },
  {
    Icon: VariableIcon,
    title: "Variables",
    text: "Typed values with live updates. Write {{viewers}} in a label and every client shows the current number, or bind a slider straight to a value.",
  },
  {
    Icon: WorkflowIcon,
    title: "Automations",
    text: "Fire shortcuts on a schedule, on an interval, on a webhook, when a variable changes or a device connects, with conditions and loop protection.",
  },
  {
    Icon: BotIcon,
    title: "The host agent",
    text: "A small program on the computer you automate does the local work (keys, apps, OBS) and signs in with a device code. No ports to open.",
  },
  {
    Icon: Share2Icon,
    title: "Share and discover",
    text: "Publish a screen, install someone else’s from the gallery, or export it to a JSON file. Variables and shortcuts come along.",
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h2 id="features-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        Buttons that actually do things
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Everything a Stream Deck user asks for, in any browser you already own.
      </p>
      <div className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ Icon, title, text }) => (
          <div key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-bold">{title}</h3>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
