import { LoadingOverlay } from "@/components/app/loading-overlay";

export default function HostLoading() {
  return <LoadingOverlay prompt />;
}
