import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // The marker throws outside Next's react-server build; tests run server code directly.
  "server-only": path.join(root, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: [
            "**/node_modules/**",
            "**/*.pg.test.ts",
            "tests/e2e/**",
            ".next/**",
            ".data*/**",
          ],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["**/*.pg.test.ts"],
          exclude: ["**/node_modules/**", ".next/**", ".data*/**"],
          environment: "node",
          globalSetup: ["tests/support/global-postgres.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
