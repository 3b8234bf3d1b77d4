// Loaded with `tsx --import` before server/main.ts. Modules holding secrets start with
// `import "server-only"`, which throws outside Next's react-server build; in our own Node
// process (main.ts, the sync engine, scripts) those modules are legitimately server-side,
// so the marker resolves to an empty module here.
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,export{}", shortCircuit: true };
  return next(specifier, context);
}`)}`,
);
