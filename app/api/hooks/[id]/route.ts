import { handleWebhook } from "@/server/automations/handle-webhook";
import { getProductFiringDeps } from "@/server/automations/product-firing-deps";
import { toJsonError } from "@/server/storage/json-error";

export const dynamic = "force-dynamic";

/** POST /api/hooks/<automationId>: fires an automation's webhook event (handle-webhook.ts). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  try {
    const answer = await handleWebhook(request, id, getProductFiringDeps());
    return Response.json(answer.body, {
      status: answer.status,
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    return toJsonError(error, "webhook");
  }
}
