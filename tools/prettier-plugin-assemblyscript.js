// Prettier for AssemblyScript (packages/*/assembly, see .prettierrc.json). AssemblyScript takes
// decorators such as `@inline` on top-level functions and globals; TypeScript's grammar, and so
// Prettier's typescript parser, refuses them ("Decorators are not valid here"). This parser
// folds each such decorator into a marked block comment before parsing, and the printer writes
// the comment back as the decorator, verbatim and on the line it was on. Decorators TypeScript
// accepts (on classes, their members and parameters) are left to Prettier as they are.
import ts from "typescript";
import { parsers as typescript } from "prettier/plugins/typescript";
import { printers as estreePrinters } from "prettier/plugins/estree";

const MARK = "assemblyscript-decorator:";
const AST_FORMAT = "assemblyscript-estree";

/** Whether TypeScript's grammar allows a decorator on `node` (TS1206 otherwise). */
function decoratable(node) {
  return (
    ts.isClassDeclaration(node) ||
    ts.isClassExpression(node) ||
    ts.isClassElement(node) ||
    ts.isParameter(node)
  );
}

/** The [start, end) of every decorator in `text` that TypeScript's grammar refuses. */
function foreignDecorators(text, filepath) {
  const source = ts.createSourceFile(filepath ?? "assembly.ts", text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isDecorator(node) && !decoratable(node.parent)) {
      found.push([node.getStart(source), node.end]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.sort((a, b) => a[0] - b[0]);
}

function preprocess(text, options) {
  let folded = "";
  let at = 0;
  for (const [start, end] of foreignDecorators(text, options.filepath)) {
    const decorator = text.slice(start, end);
    if (decorator.includes("*/")) {
      throw new Error(`${options.filepath}: cannot fold decorator ${decorator} into a comment`);
    }
    folded += `${text.slice(at, start)}/*${MARK}${decorator}*/`;
    at = end;
  }
  return folded + text.slice(at);
}

const estree = estreePrinters.estree;

export const parsers = {
  assemblyscript: { ...typescript.typescript, preprocess, astFormat: AST_FORMAT },
};

export const printers = {
  [AST_FORMAT]: {
    ...estree,
    printComment(path, options) {
      const comment = path.node;
      return comment.type === "Block" && comment.value.startsWith(MARK)
        ? comment.value.slice(MARK.length)
        : estree.printComment(path, options);
    },
  },
};
