// The structure of api/src drawn from its imports (issue 29): no circle between its files, and
// none between its folders (each top-level file counting as its own). The layering rule
// (import-boundaries) proves the arrows between layers and domains point one way; what it cannot
// see is a circle inside one layer or domain (two files of accounts/ importing each other) or
// between two folders of the app level (migrations/ and seed/). Tests are left out: they
// assemble whole apps, as the layering rule leaves them out.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { REPO_ROOT } from './workspaces.mjs';

const API_SRC = path.join(REPO_ROOT, 'api', 'src');

/** Every non-test TypeScript file under `dir`, as absolute paths. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The api/src files `file` imports by a relative path (static, dynamic, type-only, re-exports). */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const base = path.resolve(path.dirname(file), fileName);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found && found.startsWith(API_SRC + path.sep) ? [found] : [];
  });
}

/** The circles of a graph (its strongly connected components of more than one node), Tarjan's. */
function circlesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) {
        circles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

const relative = (file) => path.relative(API_SRC, file).split(path.sep).join('/');

/** `accounts/tokens.ts` → `accounts/`; a top-level file is its own node (`app.ts`). */
const folderOf = (file) => {
  const name = relative(file);
  const slash = name.indexOf('/');
  return slash === -1 ? name : `${name.slice(0, slash)}/`;
};

const files = sourceFiles(API_SRC);
const fileGraph = new Map(
  files.map((file) => [relative(file), new Set(importsOf(file).map(relative))]),
);
const folderGraph = new Map();
/** For a message: which file imports which, per pair of folders. */
const folderEdges = new Map();
for (const file of files) {
  const from = folderOf(file);
  if (!folderGraph.has(from)) folderGraph.set(from, new Set());
  for (const target of importsOf(file)) {
    const to = folderOf(target);
    if (to === from) continue;
    folderGraph.get(from).add(to);
    const pair = `${from} -> ${to}`;
    folderEdges.set(pair, [
      ...(folderEdges.get(pair) ?? []),
      `${relative(file)} -> ${relative(target)}`,
    ]);
  }
}

describe('the imports of api/src', () => {
  it('are read: the graph holds the files and their imports', () => {
    // A broken reader would find no circle in an empty graph; the app assembles every domain.
    assert.ok(fileGraph.size > 100, `only ${fileGraph.size} files read`);
    assert.ok(fileGraph.get('app.ts')?.has('ledger/ledger.ts'), 'app.ts should import the ledger');
    assert.ok(folderGraph.get('betting/')?.has('ledger/'), 'betting/ should import ledger/');
  });

  it('form no circle between files', () => {
    assert.deepEqual(circlesOf(fileGraph), []);
  });

  it('form no circle between folders (each top-level file its own)', () => {
    const circles = circlesOf(folderGraph).map((circle) => ({
      circle,
      imports: circle.flatMap((from) =>
        circle.flatMap((to) => folderEdges.get(`${from} -> ${to}`) ?? []),
      ),
    }));
    assert.deepEqual(circles, []);
  });

  it('finds a circle when there is one (the reader is tried on a made-up graph)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    assert.deepEqual(circlesOf(graph), [['a', 'b', 'c']]);
  });
});
