import { LoadingOverlay } from "@/components/app/loading-overlay";

export default function WebLoading() {
  return <LoadingOverlay prompt />;
}
