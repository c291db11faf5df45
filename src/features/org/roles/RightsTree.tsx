import type { RoleMenuNode } from '@contract/org/roles';
import { ActionIcon, Checkbox, Group } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { actionAllowed, setAction, setNode, stateOf } from './rights-tree';
import classes from './roles.module.css';

interface TreeProps {
  granted: ReadonlySet<string>;
  readOnly: boolean;
  onChange: (next: Set<string>) => void;
}

/**
 * The menu as check boxes: a category or group checks and unchecks all its pages (indeterminate when some are
 * checked); a page's actions sit under it as smaller boxes, usable only while the page is checked.
 */
export function RightsTree({ tree, ...props }: TreeProps & { tree: RoleMenuNode[] }) {
  return (
    <div>
      {tree.map((category) => (
        <Category key={category.name} node={category} {...props} />
      ))}
    </div>
  );
}

function Category({ node, ...props }: TreeProps & { node: RoleMenuNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section className={classes.category} aria-label={node.name}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={() => setOpen((o) => !o)}
          aria-label={open ? `收起${node.name}` : `展开${node.name}`}
        >
          {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
        <NodeBox node={node} bold {...props} />
      </Group>
      {open && <Children nodes={node.children} {...props} />}
    </section>
  );
}

/** Runs of pages side by side in a grid; groups below each other, indented. */
function Children({ nodes, ...props }: TreeProps & { nodes: RoleMenuNode[] }) {
  const runs: RoleMenuNode[][] = [];
  for (const n of nodes) {
    const last = runs.at(-1);
    if (n.children.length === 0 && last && last[0]?.children.length === 0) last.push(n);
    else runs.push([n]);
  }
  return runs.map((run) =>
    run[0]?.children.length === 0 ? (
      <div key={run[0].path} className={classes.pages}>
        {run.map((page) => (
          <div key={page.path}>
            <NodeBox node={page} {...props} />
            <Actions node={page} {...props} />
          </div>
        ))}
      </div>
    ) : (
      run[0] && (
        <div key={run[0].path} className={classes.group}>
          <NodeBox node={run[0]} bold {...props} />
          <Actions node={run[0]} {...props} />
          <Children nodes={run[0].children} {...props} />
        </div>
      )
    ),
  );
}

function NodeBox({ node, granted, readOnly, onChange, bold }: TreeProps & { node: RoleMenuNode; bold?: boolean }) {
  const state = stateOf(granted, node);
  return (
    <Checkbox
      label={node.name}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={readOnly}
      onChange={(e) => onChange(setNode(granted, node, e.currentTarget.checked))}
      data-path={node.path || undefined}
      styles={bold ? { label: { fontWeight: 600 } } : undefined}
    />
  );
}

function Actions({ node, granted, readOnly, onChange }: TreeProps & { node: RoleMenuNode }) {
  if (node.actions.length === 0) return null;
  return (
    <div className={classes.actions}>
      {node.actions.map((a) => (
        <Checkbox
          key={a.key}
          size="xs"
          label={a.label}
          aria-label={`${node.name} · ${a.label}`}
          data-path={a.key}
          checked={granted.has(a.key)}
          disabled={readOnly || !actionAllowed(granted, a.key)}
          onChange={(e) => onChange(setAction(granted, a.key, e.currentTarget.checked))}
        />
      ))}
    </div>
  );
}
