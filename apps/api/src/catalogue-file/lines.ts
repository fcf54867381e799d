import type { Node, ParseError } from 'jsonc-parser';
import { loadWhenUsed } from '../lib/load-when-used';
import type { FilePath, Problem } from './rules';

const jsonc = loadWhenUsed<typeof import('jsonc-parser')>('jsonc-parser');

/** 1-based, as an editor shows them. */
export interface Position {
  line: number;
  column: number;
}

/** A problem with the place in the text it is about. */
export interface LocatedProblem extends Problem, Position {}

/** `gadgets[3].models[0].prices.osh.6` */
export function pathText(path: FilePath): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

/** "line 42: gadgets[3].models[0].prices.osh.6: must be > 0" */
export function problemLine(problem: LocatedProblem): string {
  const where = problem.path.length > 0 ? `${pathText(problem.path)}: ` : '';
  return `line ${problem.line}: ${where}${problem.message}`;
}

/** "InvalidSymbol" → "invalid symbol". */
const syntaxMessage = (code: number) =>
  `not valid JSON: ${jsonc()
    .printParseErrorCode(code)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()}`;

/**
 * The JSON text as a tree with offsets (jsonc-parser, the parser of VS Code's JSON support), so that a
 * path into the parsed value finds its line and column.
 */
export class JsonText {
  private readonly lineStarts: number[] = [0];
  readonly root: Node | undefined;
  /** Syntax errors and keys given twice in one object; none: `JSON.parse` reads what the tree shows. */
  readonly problems: LocatedProblem[] = [];

  constructor(readonly text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
    const errors: ParseError[] = [];
    this.root = jsonc().parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    for (const error of errors.slice(0, 1)) {
      this.problems.push({ ...this.position(error.offset), path: [], message: syntaxMessage(error.error) });
    }
    if (errors.length === 0 && this.root) this.findRepeatedKeys(this.root, []);
  }

  position(offset: number): Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (this.lineStarts[low] ?? 0) + 1 };
  }

  /**
   * Where `path` is: the key of an object's property, an array's element, or — for a value that is
   * missing — the nearest enclosing one that is there.
   */
  locate(path: FilePath): Position {
    if (!this.root) return { line: 1, column: 1 };
    for (let length = path.length; length >= 0; length -= 1) {
      const node = jsonc().findNodeAtLocation(this.root, path.slice(0, length));
      if (!node) continue;
      const at = node.parent?.type === 'property' ? node.parent : node;
      return this.position(at.offset);
    }
    return this.position(this.root.offset);
  }

  private findRepeatedKeys(node: Node, path: FilePath): void {
    if (node.type === 'array') {
      node.children?.forEach((child, index) => {
        this.findRepeatedKeys(child, [...path, index]);
      });
      return;
    }
    if (node.type !== 'object') return;
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (!key || typeof key.value !== 'string') continue;
      if (seen.has(key.value)) {
        this.problems.push({
          ...this.position(key.offset),
          path: [...path, key.value],
          message: 'this key is given twice in the same object',
        });
      }
      seen.add(key.value);
      if (value) this.findRepeatedKeys(value, [...path, key.value]);
    }
  }
}
