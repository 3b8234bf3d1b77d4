import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { ClientSettingsForm } from "@/components/client/client-settings-form";
import { ColourModeToggle } from "@/components/theme/colour-mode-toggle";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Settings" };

export default function ClientSettingsPage() {
  return (
    <PageBody>
      <PageHeader title="Settings" description="How screens look and behave on this device." />
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>
            Light, dark, or follow this device. The choice is remembered for a year.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex items-center justify-between gap-4">
          <span className="text-sm font-semibold">Colour mode</span>
          <ColourModeToggle />
        </CardContent>
      </Card>
      <ClientSettingsForm />
    </PageBody>
  );
}
