export type Plan = {
  id: "self-hosted" | "pro" | "team";
  name: string;
  price: string;
  cadence: string;
  summary: string;
  features: string[];
  cta: { label: string; href: string };
  highlighted?: boolean;
};

/** The plans on /pricing. Billing for Cloud plans happens in the account area. */
export const PLANS: Plan[] = [
  {
    id: "self-hosted",
    name: "Self-hosted",
    price: "Free",
    cadence: "forever",
    summary: "Run Deckbot on your own machine or server. Every feature, no limits.",
    features: [
      "All features: screens, shortcuts, variables, automations",
      "Unlimited screens, clients and hosts",
      "Embedded Postgres or your own database",
      "Host agent for keys, apps and OBS",
      "Community support",
    ],
    cta: { label: "Get started", href: "/download" },
  },
  {
    id: "pro",
    name: "Cloud Pro",
    price: "$6",
    cadence: "per month",
    summary: "We run it for you. For streamers and makers with a few devices.",
    features: [
      "Everything in Self-hosted, managed for you",
      "Up to 10 connected clients",
      "Automatic backups and updates",
      "Public webhook URLs for automations",
      "Email support",
    ],
    cta: { label: "Start with Pro", href: "/host" },
    highlighted: true,
  },
  {
    id: "team",
    name: "Cloud Team",
    price: "$18",
    cadence: "per month, 5 seats",
    summary: "Shared screens for studios, classrooms and live productions.",
    features: [
      "Everything in Cloud Pro",
      "Unlimited connected clients",
      "Organizations, teams and roles",
      "Shared screen library",
      "Priority support; $3 per extra seat",
    ],
    cta: { label: "Start with Team", href: "/host" },
  },
];
