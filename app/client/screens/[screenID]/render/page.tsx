import type { Metadata } from "next";
import { ClientScreenView } from "@/components/client/render/client-screen-view";

export const metadata: Metadata = { title: "Screen" };

export default async function RenderScreenPage({
  params,
}: {
  params: Promise<{ screenID: string }>;
}) {
  const { screenID } = await params;
  return <ClientScreenView screenId={screenID} />;
}
