import {
  BanIcon,
  CircleCheckIcon,
  CircleDashedIcon,
  CircleMinusIcon,
  CircleXIcon,
  ClockIcon,
  LoaderCircleIcon,
} from "lucide-react";
import type { RunStatus, RunStepStatus } from "@/lib/runs/run-types";
import { cn } from "@/lib/utils";

const ICONS = {
  queued: { Icon: ClockIcon, label: "Queued", className: "text-muted-foreground" },
  pending: { Icon: CircleDashedIcon, label: "Waiting", className: "text-muted-foreground" },
  running: { Icon: LoaderCircleIcon, label: "Running", className: "animate-spin text-primary" },
  succeeded: { Icon: CircleCheckIcon, label: "Succeeded", className: "text-success" },
  failed: { Icon: CircleXIcon, label: "Failed", className: "text-destructive" },
  skipped: {
    Icon: CircleMinusIcon,
    label: "Skipped (disabled)",
    className: "text-muted-foreground",
  },
  canceled: { Icon: BanIcon, label: "Canceled", className: "text-muted-foreground" },
} as const;

export function statusLabel(status: RunStatus | RunStepStatus): string {
  return ICONS[status].label;
}

/** A run's or a step's status as an icon with its name for screen readers. */
export function RunStatusIcon({
  status,
  className,
}: {
  status: RunStatus | RunStepStatus;
  className?: string;
}) {
  const { Icon, label, className: tone } = ICONS[status];
  return (
    <span className="inline-flex shrink-0" title={label}>
      <Icon aria-hidden className={cn("size-4", tone, className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
