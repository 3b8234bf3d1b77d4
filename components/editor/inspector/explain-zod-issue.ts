import type * as z from "zod";

type Issue = z.core.$ZodIssue;

function formatPath(path: readonly PropertyKey[]): string {
  return path.length ? `${path.map(String).join(".")}: ` : "";
}

/**
 * Zod's own words for a problem, from inside unions: a step list is a union of step kinds,
 * whose top-level message is only "Invalid input". Picks the branch that matched the `type`,
 * or lists the types when none did.
 */
export function explainZodIssue(issue: Issue, base: readonly PropertyKey[] = []): string {
  const path = [...base, ...issue.path];
  if (issue.code === "invalid_union") {
    const options = (issue as { options?: unknown }).options;
    if (Array.isArray(options) && options.length > 0)
      return `${formatPath(path)}Use one of ${options.join(", ")}`;
    const matched = issue.errors.filter(
      (branch) => !branch.some((i) => i.code === "invalid_value" && i.path[0] === "type"),
    );
    const best = [...(matched.length ? matched : issue.errors)].sort(
      (a, b) => a.length - b.length,
    )[0];
    const first = best?.[0];
    if (first) return explainZodIssue(first, path);
  }
  return `${formatPath(path)}${issue.message}`;
}
