import { notFound } from "next/navigation";

/** Unknown client paths show the not-found screen without asking for a session first. */
export default function ClientCatchAll(): never {
  notFound();
}
