import { Button, Card, Empty, Flex, Input, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useSession } from './hooks';
import { branchKeys, matchingKeys, stateTreeOf } from './state-tree';

/** The session's whole bank state (personal data masked by the bank) as a tree, opened one level deep. */
export function StateCard() {
  const session = useSession();
  const tree = useMemo(() => stateTreeOf(session.data?.state ?? {}), [session.data?.state]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const found = useMemo(() => matchingKeys(tree, search.trim().toLowerCase()), [tree, search]);
  const open = expanded ?? branchKeys(tree, 1);
  return (
    <Card title="State" size="small">
      <Flex wrap gap={8} className="toolbar">
        <Button size="small" onClick={() => setExpanded(branchKeys(tree, 99))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
        <Button size="small" onClick={() => void session.refetch()}>
          Refresh
        </Button>
      </Flex>
      <Input.Search
        allowClear
        aria-label="Find in the state"
        placeholder="Find a field or value (e.g. loanStatus, overdue)"
        onSearch={(value) => {
          setSearch(value);
          const hits = matchingKeys(tree, value.trim().toLowerCase());
          if (hits.open.length) setExpanded([...new Set([...open, ...hits.open])]);
        }}
        style={{ marginBottom: 8 }}
      />
      {tree.length ? (
        <Tree
          className="state-tree"
          aria-label="Session state"
          treeData={tree}
          expandedKeys={open}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={found.hits}
          multiple
          height={640}
          showLine
        />
      ) : (
        <Empty description={session.error ? session.error.message : 'No state yet.'} />
      )}
    </Card>
  );
}
