import { Features } from "@/components/web/home/features";
import { Hero } from "@/components/web/home/hero";
import { HowItWorks } from "@/components/web/home/how-it-works";
import { SelfHost } from "@/components/web/home/self-host";

export default function HomePage() {
  return (
    <main id="main">
      <Hero />
      <HowItWorks />
      <Features />
      <SelfHost />
    </main>
  );
}
