import { customType } from "drizzle-orm/pg-core";

/**
 * A jsonb column whose value may be a bare JSON string. node-postgres already parses jsonb,
 * and drizzle's own `jsonb()` parses any string it gets a second time, so a stored string
 * "5", "true" or "null" would read back as a number, boolean or null. This column hands the
 * driver's value through untouched.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
