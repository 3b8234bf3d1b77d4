import type { Metadata } from "next";
import { notFound } from "next/navigation";

// The not-found boundary cannot set the title itself below the root, so the catch-all does.
export const metadata: Metadata = { title: "404: Page not found" };

/** SPEC §2 web catch-all: any unknown path in the web area shows the not-found screen. */
export default function CatchAll(): never {
  notFound();
}
