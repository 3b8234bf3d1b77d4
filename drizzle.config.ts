import { defineConfig } from "drizzle-kit";

// Generation works from the schema files alone; `npm run db:migrate` applies migrations
// through db/migrate.ts (which also starts the embedded Postgres when DATABASE_URL is unset).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
