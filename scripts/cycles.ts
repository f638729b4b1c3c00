// `npm run lint:cycles` (and a step of `npm test`): no module comes back to itself through its imports
// (static, type-only or dynamic), and no workspace depends, at run time, on one that depends on it.
// dependency-cruiser reads the TypeScript; it cannot read .astro files, so their imports (frontmatter
// and scripts) are read here with TypeScript's own import scanner and added to its graph.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const FOLDERS = ['api/src', 'admin/src', 'site/src', 'content-seed/src', 'scripts'];
/** The kinds of dependency a workspace needs at run time; devDependencies (tests, tools) are not among them. */
const RUNTIME = ['dependencies', 'peerDependencies', 'optionalDependencies'] as const;

const options: ICruiseOptions = {
  baseDir: root,
  validate: true,
  ruleSet: {
    forbidden: [
      {
        name: 'no-circular',
        comment: 'A module imports, through others, a module that imports it.',
        severity: 'error',
        from: {},
        to: { circular: true },
      },
    ],
  },
  // Type-only imports count: a cycle of types is still two modules that cannot be read apart.
  tsPreCompilationDeps: true,
  extraExtensionsToScan: ['.astro'],
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(^|/)(node_modules|dist|dist-preview)/' },
  // The workspaces' `exports` maps, as Node and Vite resolve them.
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['import', 'require', 'node', 'default'],
    mainFields: ['module', 'main'],
  },
};

const result = (await cruise(FOLDERS, options)).output as ICruiseResult;
const graph = new Map<string, Set<string>>();
const edge = (from: string, to: string) => {
  if (!graph.has(from)) graph.set(from, new Set());
  graph.get(from)?.add(to);
};
for (const module of result.modules) {
  if (module.coreModule || module.source.includes('node_modules/')) continue;
  for (const dependency of module.dependencies) {
    if (!dependency.couldNotResolve && !dependency.resolved.includes('node_modules/'))
      edge(module.source, dependency.resolved);
  }
}

/** The files an .astro file imports: those of its frontmatter and scripts that are the project's own. */
function astroImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const code = [
    text.match(/^\s*---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '',
    ...[...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? ''),
  ].join('\n');
  const require = createRequire(join(root, file));
  return ts.preProcessFile(code, true, true).importedFiles.flatMap(({ fileName }) => {
    try {
      const path = fileName.startsWith('.')
        ? resolve(root, dirname(file), fileName)
        : require.resolve(fileName);
      const local = relative(root, path);
      return existsSync(path) && !local.startsWith('..') && !local.includes('node_modules/') ? [local] : [];
    } catch {
      return []; // Astro's virtual modules (astro:assets) and the like.
    }
  });
}
for (const module of result.modules) {
  if (module.source.endsWith('.astro')) for (const to of astroImports(module.source)) edge(module.source, to);
}

/** The groups of modules that reach each other (Tarjan's algorithm): each is one or more cycles. */
function cyclesOf(nodes: Map<string, Set<string>>): string[][] {
  const seen = new Map<string, { index: number; low: number }>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    const mark = { index: seen.size, low: seen.size };
    seen.set(node, mark);
    stack.push(node);
    for (const next of nodes.get(node) ?? []) {
      const known = seen.get(next);
      if (!known) {
        visit(next);
        mark.low = Math.min(mark.low, seen.get(next)?.low ?? mark.low);
      } else if (stack.includes(next)) mark.low = Math.min(mark.low, known.index);
    }
    if (mark.low !== mark.index) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || nodes.get(node)?.has(node)) found.push(group);
  };
  for (const node of nodes.keys()) if (!seen.has(node)) visit(node);
  return found;
}

let failed = false;
const report = (lines: string[]) => {
  failed = true;
  console.error(lines.join('\n'));
};

// Cycles among .ts/.tsx modules: dependency-cruiser's rule, which names each once per module on it.
const cycles = new Set<string>();
for (const violation of result.summary.violations) {
  if (!violation.cycle) continue;
  const path = [violation.from, ...violation.cycle.map(({ name }) => name)].slice(0, -1);
  const start = path.indexOf([...path].sort()[0] as string);
  cycles.add([...path.slice(start), ...path.slice(0, start), path[start]].join(' → '));
}
for (const cycle of cycles) report([`✘ import cycle: ${cycle}`]);
// Through an .astro file: found here.
for (const component of cyclesOf(graph)) {
  if (component.some((file) => file.endsWith('.astro')))
    report([`✘ import cycle through .astro files among: ${component.join(', ')}`]);
}

// Workspaces: what each declares it needs at run time, and what its sources import of the others.
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces as string[]).map(
  (folder) => ({ folder, manifest: JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) }),
);
const folderOf = new Map(workspaces.map(({ folder, manifest }) => [manifest.name as string, folder]));
const packages = new Map<string, Set<string>>();
const reasons = new Map<string, string>();
const needs = (from: string, to: string, reason: string) => {
  if (from === to) return;
  if (!packages.has(from)) packages.set(from, new Set());
  packages.get(from)?.add(to);
  if (!reasons.has(`${from} → ${to}`)) reasons.set(`${from} → ${to}`, reason);
};
for (const { folder, manifest } of workspaces) {
  for (const kind of RUNTIME) {
    for (const name of Object.keys(manifest[kind] ?? {})) {
      const target = folderOf.get(name);
      if (target) needs(folder, target, `${folder}/package.json ${kind}`);
    }
  }
}
const workspaceOf = (file: string) => workspaces.find(({ folder }) => file.startsWith(`${folder}/`))?.folder;
for (const [from, targets] of graph) {
  for (const to of targets) {
    const [a, b] = [workspaceOf(from), workspaceOf(to)];
    if (a && b) needs(a, b, `${from} imports ${to}`);
  }
}
for (const component of cyclesOf(packages)) {
  const members = new Set(component);
  const lines = [...reasons]
    .filter(([pair]) => {
      const [from, to] = pair.split(' → ');
      return members.has(from as string) && members.has(to as string);
    })
    .map(([pair, reason]) => `    ${pair}: ${reason}`);
  report([`✘ workspaces that depend on each other: ${component.join(', ')}`, ...lines]);
}

if (failed) process.exit(1);
console.log(
  `✔ No import cycles among the ${result.summary.totalCruised} modules of ${FOLDERS.join(', ')} and what they import; ` +
    `none among the workspaces (${workspaces.map(({ folder }) => folder).join(', ')})`,
);
