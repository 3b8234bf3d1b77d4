import { CheckIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { PageIntro } from "@/components/web/page-intro";
import { PLANS } from "@/lib/pricing-plans";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Pricing" };

export default function PricingPage() {
  return (
    <main id="main" className="pb-20">
      <PageIntro title="Simple pricing">
        Self-hosting is free forever with every feature. Prefer not to run a server? Let us host it
        for you.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <Card
            key={plan.id}
            className={cn(
              plan.highlighted && "border-primary shadow-lg shadow-primary/15 ring-1 ring-primary",
            )}
          >
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="text-xl">{plan.name}</CardTitle>
                {plan.highlighted && <Badge>Most popular</Badge>}
              </div>
              <CardDescription>{plan.summary}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-6">
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
                <span className="text-sm text-muted-foreground">{plan.cadence}</span>
              </p>
              <ul className="flex flex-col gap-2.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" />
                    {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button asChild className="w-full" variant={plan.highlighted ? "default" : "outline"}>
                <Link href={plan.cta.href}>{plan.cta.label}</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-2xl px-4 text-center text-sm text-muted-foreground">
        Prices exclude VAT. Cloud plans are billed monthly and can be cancelled at any time;
        subscriptions, invoices and payment details are managed in your account area.
      </p>
    </main>
  );
}
