import { notFound } from "next/navigation";

/** Unknown host paths show the not-found screen without asking for a session first. */
export default function HostCatchAll(): never {
  notFound();
}
