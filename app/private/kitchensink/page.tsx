import type { Metadata } from "next";
import { Logo } from "@/components/brand/logo";
import { FeedbackDemo } from "@/components/kitchensink/feedback-demo";
import { PrimitivesDemo } from "@/components/kitchensink/primitives-demo";
import { ThrowOnRender } from "@/components/kitchensink/throw-on-render";
import { ColourModeToggle } from "@/components/theme/colour-mode-toggle";

export const metadata: Metadata = { title: "Kitchen sink", robots: { index: false } };

export default async function KitchensinkPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { throw: shouldThrow } = await searchParams;
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      {shouldThrow === "1" && <ThrowOnRender />}
      <header className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Logo className="h-10" />
          <h1 className="text-2xl font-extrabold">Kitchen sink</h1>
        </div>
        <ColourModeToggle />
      </header>
      <p className="text-muted-foreground">
        Every UI primitive in the current colour mode. Switch the mode to check both themes.
      </p>
      <PrimitivesDemo />
      <FeedbackDemo />
    </main>
  );
}
