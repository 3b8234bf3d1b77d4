import { LoadingOverlay } from "@/components/app/loading-overlay";

export default function ClientLoading() {
  return <LoadingOverlay prompt />;
}
