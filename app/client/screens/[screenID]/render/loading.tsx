import { LoadingOverlay } from "@/components/app/loading-overlay";

export default function RenderLoading() {
  return <LoadingOverlay prompt />;
}
