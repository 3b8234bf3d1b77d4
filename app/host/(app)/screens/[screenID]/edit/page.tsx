import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { ScreenEditor } from "@/components/editor/screen-editor";

export const metadata: Metadata = { title: "Edit screen" };

export default async function EditScreenPage({
  params,
}: {
  params: Promise<{ screenID: string }>;
}) {
  const { screenID } = await params;
  return (
    <PageBody>
      <ScreenEditor screenId={screenID} />
    </PageBody>
  );
}
