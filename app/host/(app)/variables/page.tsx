import type { Metadata } from "next";
import { PageBody } from "@/components/app/page-header";
import { VariablesView } from "@/components/variables/variables-view";

export const metadata: Metadata = { title: "Variables" };

export default function VariablesPage() {
  return (
    <PageBody>
      <VariablesView />
    </PageBody>
  );
}
