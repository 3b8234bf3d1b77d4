"use client";

/**
 * Throws while rendering so the error screen can be reached on purpose (E2E and manual checks
 * of Retry / Clear cache). Only mounted by /private/kitchensink?throw=1.
 */
export function ThrowOnRender(): never {
  throw new Error("Kitchen sink: deliberate render error");
}
