// Every table, one file per domain. drizzle-kit reads this file (drizzle.config.ts).

export * from "./assets";
export * from "./auth";
export * from "./automation-state";
export * from "./connections";
export * from "./deck";
export * from "./host-settings";
export * from "./mail";
export * from "./runs";
export * from "./sync";
