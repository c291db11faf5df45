import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { PageContainer } from '@/ui/PageContainer';
import { MonthTab } from './MonthTab';
import { TemplateTab } from './TemplateTab';

/**
 * 工资管理 (/YWGL/CWGL/GZGL): 月度工资 — a month's sheet per staff member, edited while draft (offline too), imported
 * from Excel, exported, confirmed and issued (发放 writes the ledger), deductions given back after; 工资模板 — the
 * school's ordered items, 应发 or 扣款. Read from the replica (the finance scope); the online calls say 需联网 offline.
 */
export function SalariesPage() {
  const [tab, setTab] = useState<string>('month');
  return (
    <PageContainer
      title="工资管理"
      description="金额以元录入，精确到分；实发 = 应发合计 − 扣款合计。草稿可离线编辑，生成、导入、确认、发放和退还扣款需要联网；发放后计入收支台账（支出·工资）。"
    >
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="month">月度工资</Tabs.Tab>
          <Tabs.Tab value="template">工资模板</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="month">
          <MonthTab onTemplate={() => setTab('template')} />
        </Tabs.Panel>
        <Tabs.Panel value="template">
          <TemplateTab />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
