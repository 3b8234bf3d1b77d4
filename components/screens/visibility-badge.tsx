import { GlobeIcon, LinkIcon, LockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Visibility } from "@/lib/schemas/screen";

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: "Private",
  unlisted: "Unlisted",
  public: "Public",
};

const ICONS = { private: LockIcon, unlisted: LinkIcon, public: GlobeIcon } as const;

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const Icon = ICONS[visibility];
  return (
    <Badge variant={visibility === "public" ? "success" : "secondary"}>
      <Icon />
      {VISIBILITY_LABELS[visibility]}
    </Badge>
  );
}
