import { ExpressionError, parseExpression } from "./parse-expression";

export type ExpressionCheck =
  | { ok: true; variables: string[] }
  | { ok: false; message: string; position: number | undefined };

/**
 * The editor's as-you-type check: a readable message with the character position
 * ("Unexpected \")\" at position 7"), or the variables the expression reads. With
 * `knownKeys`, an unknown variable is an error too.
 */
export function checkExpression(source: string, knownKeys?: Iterable<string>): ExpressionCheck {
  try {
    const ast = parseExpression(source);
    const variables = [...collectIdentifiers(ast)];
    if (knownKeys) {
      const known = new Set(knownKeys);
      const unknown = variables.find((name) => !known.has(name));
      if (unknown) {
        return {
          ok: false,
          message: `Unknown variable '${unknown}'`,
          position: source.indexOf(unknown),
        };
      }
    }
    return { ok: true, variables };
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    const where = error.position === undefined ? "" : ` at position ${error.position + 1}`;
    return { ok: false, message: `${error.message}${where}`, position: error.position };
  }
}

type Node = { type: string; [key: string]: unknown };

/** Variable names read by an expression (not function names or property names). */
export function collectIdentifiers(node: Node, found = new Set<string>()): Set<string> {
  switch (node.type) {
    case "Identifier":
      found.add(String(node.name));
      break;
    case "MemberExpression":
      collectIdentifiers(node.object as Node, found);
      if (node.computed) collectIdentifiers(node.property as Node, found);
      break;
    case "CallExpression":
      for (const arg of node.arguments as Node[]) collectIdentifiers(arg, found);
      break;
    default:
      for (const key of ["left", "right", "argument", "test", "consequent", "alternate"]) {
        const child = node[key];
        if (child && typeof child === "object") collectIdentifiers(child as Node, found);
      }
  }
  return found;
}
