import { Loader, Tabs } from '@mantine/core';
import { type ComponentType, Suspense, useState } from 'react';

/** A tab: its value, its label, and its screen (a `lazy()` component, so its code loads when it is first shown). */
export type LazyTab = readonly [value: string, label: string, Screen: ComponentType];

/**
 * A settings page's tabs whose screens load when first opened (with their dialogs and pickers): the page opens with
 * one tab's code. Only the open tab stays mounted.
 */
export function LazyTabs({ tabs }: { tabs: readonly LazyTab[] }) {
  const [tab, setTab] = useState<string | null>(tabs[0]?.[0] ?? null);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map(([value, label]) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(([value, , Screen]) => (
        <Tabs.Panel key={value} value={value}>
          <Suspense fallback={<Loader size="sm" m="lg" />}>
            <Screen />
          </Suspense>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
