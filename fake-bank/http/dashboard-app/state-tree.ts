import type { TreeDataNode } from 'antd';

const summaryOf = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (typeof value === 'object' && value !== null) return `{${Object.keys(value).length}}`;
  return JSON.stringify(value) ?? String(value);
};

/**
 * A bank state as the nodes of a collapsible tree: each object or list a branch with its size, each value a
 * leaf `name: value`. Keys are the JSON paths (`loans.0.status`), stable across refreshes so what a tester
 * opened stays open.
 */
export function stateTreeOf(value: unknown, path = ''): TreeDataNode[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).map(([name, child]) => {
    const key = path ? `${path}.${name}` : name;
    const branch = typeof child === 'object' && child !== null;
    return {
      key,
      title: branch ? `${name} ${summaryOf(child)}` : `${name}: ${summaryOf(child)}`,
      isLeaf: !branch,
      ...(branch ? { children: stateTreeOf(child, key) } : {}),
    };
  });
}

/** The keys of every branch down to `depth` levels (the tree opens this far by default). */
export function branchKeys(nodes: TreeDataNode[], depth: number): string[] {
  if (depth <= 0) return [];
  return nodes.flatMap((node) =>
    node.children?.length ? [String(node.key), ...branchKeys(node.children, depth - 1)] : [],
  );
}

/** The keys of nodes whose path or value contains `needle`, with their ancestors (to open them). */
export function matchingKeys(nodes: TreeDataNode[], needle: string): { hits: string[]; open: string[] } {
  const hits: string[] = [];
  const open = new Set<string>();
  const walk = (list: TreeDataNode[], ancestors: string[]) => {
    for (const node of list) {
      const key = String(node.key);
      if (`${key} ${String(node.title)}`.toLowerCase().includes(needle)) {
        hits.push(key);
        for (const a of ancestors) open.add(a);
      }
      if (node.children) walk(node.children, [...ancestors, key]);
    }
  };
  if (needle) walk(nodes, []);
  return { hits, open: [...open] };
}
