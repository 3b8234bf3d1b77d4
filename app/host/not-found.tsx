import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/app/not-found-screen";

export const metadata: Metadata = { title: "404: Page not found" };

export default function HostNotFound() {
  return <NotFoundScreen />;
}
