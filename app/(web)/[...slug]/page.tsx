import { notFound } from "next/navigation";

/** SPEC §2 web catch-all: any unknown path in the web area shows the not-found screen. */
export default function CatchAll(): never {
  notFound();
}
