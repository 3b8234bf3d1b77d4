import jsep, { type Expression } from "jsep";

/** Limits that keep a hostile expression from costing more than a normal one. */
export const MAX_EXPRESSION_LENGTH = 1000;
export const MAX_EXPRESSION_DEPTH = 32;

export class ExpressionError extends Error {
  /** Zero-based character offset in the source, when known. */
  readonly position: number | undefined;

  constructor(message: string, position?: number) {
    super(message);
    this.name = "ExpressionError";
    this.position = position;
  }
}

/** Property names that reach the prototype chain; never readable, whatever the object. */
export const FORBIDDEN_PROPERTIES = new Set(["__proto__", "prototype", "constructor"]);

export const FUNCTION_NAMES = [
  "round",
  "min",
  "max",
  "floor",
  "ceil",
  "abs",
  "len",
  "upper",
  "lower",
  "concat",
  "str",
  "num",
] as const;
const functionNames = new Set<string>(FUNCTION_NAMES);

const BINARY = new Set([
  "+",
  "-",
  "*",
  "/",
  "%",
  "==",
  "!=",
  "===",
  "!==",
  "<",
  "<=",
  ">",
  ">=",
  "&&",
  "||",
]);
const UNARY = new Set(["-", "+", "!"]);

// jsep's defaults include bitwise and other operators we do not evaluate; drop them so the
// parser itself refuses them with a position.
for (const op of ["|", "^", "&", "<<", ">>", ">>>", "??"]) jsep.removeBinaryOp(op);
jsep.removeUnaryOp("~");
jsep.removeIdentifierChar("@");

type JsepError = Error & { index?: number; description?: string };

/**
 * Parses and checks an expression: only the node types, operators and functions the
 * evaluator supports, no prototype properties, bounded size and depth. Throws
 * ExpressionError with the offending position.
 */
export function parseExpression(source: string): Expression {
  if (source.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError(`Expression is longer than ${MAX_EXPRESSION_LENGTH} characters`);
  }
  if (source.trim() === "") throw new ExpressionError("Expression is empty", 0);
  let ast: Expression;
  try {
    ast = jsep(source);
  } catch (error) {
    const e = error as JsepError;
    const message = e.description ?? e.message.replace(/ at character \d+$/, "");
    throw new ExpressionError(message, typeof e.index === "number" ? e.index : undefined);
  }
  validateNode(ast, 0);
  return ast;
}

function validateNode(node: Expression, depth: number): void {
  if (depth > MAX_EXPRESSION_DEPTH) throw new ExpressionError("Expression is nested too deeply");
  switch (node.type) {
    case "Literal":
    case "Identifier":
      if (node.type === "Identifier" && FORBIDDEN_PROPERTIES.has(String(node.name))) {
        throw new ExpressionError(`'${String(node.name)}' cannot be used`);
      }
      return;
    case "BinaryExpression":
    case "LogicalExpression":
      if (!BINARY.has(String(node.operator))) {
        throw new ExpressionError(`Operator '${String(node.operator)}' is not supported`);
      }
      validateNode(node.left as Expression, depth + 1);
      validateNode(node.right as Expression, depth + 1);
      return;
    case "UnaryExpression":
      if (!UNARY.has(String(node.operator))) {
        throw new ExpressionError(`Operator '${String(node.operator)}' is not supported`);
      }
      validateNode(node.argument as Expression, depth + 1);
      return;
    case "ConditionalExpression":
      validateNode(node.test as Expression, depth + 1);
      validateNode(node.consequent as Expression, depth + 1);
      validateNode(node.alternate as Expression, depth + 1);
      return;
    case "MemberExpression": {
      const property = node.property as Expression;
      if (!node.computed && property.type === "Identifier") {
        if (FORBIDDEN_PROPERTIES.has(String(property.name))) {
          throw new ExpressionError(`Property '${String(property.name)}' cannot be read`);
        }
      } else {
        validateNode(property, depth + 1);
      }
      validateNode(node.object as Expression, depth + 1);
      return;
    }
    case "CallExpression": {
      const callee = node.callee as Expression;
      if (callee.type !== "Identifier" || !functionNames.has(String(callee.name))) {
        throw new ExpressionError(
          `Only these functions can be called: ${FUNCTION_NAMES.join(", ")}`,
        );
      }
      const args = node.arguments as Expression[];
      if (args.length > 50) throw new ExpressionError("Too many arguments");
      for (const arg of args) validateNode(arg, depth + 1);
      return;
    }
    default:
      throw new ExpressionError(`${describeNode(node.type)} is not supported`);
  }
}

function describeNode(type: string): string {
  switch (type) {
    case "Compound":
      return "More than one expression";
    case "ThisExpression":
      return "'this'";
    case "ArrayExpression":
      return "An array literal";
    default:
      return `'${type}'`;
  }
}
