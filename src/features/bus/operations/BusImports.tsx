import { ROUTE_PERIODS } from '@contract/bus/fleet';
import type { SheetLookups } from '@contract/xlsx';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileImport, IconRoute } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { exportRouteData, importBusSheet } from '@/lib/api/calls/bus-ops';
import { notify } from '@/lib/notify';
import { useClasses } from '@/lib/replica/use-classes';
import { useCanMutate } from '@/lib/session/can-mutate';
import { dayFileName, saveFile } from '@/lib/xlsx/xlsx-client';
import { ImportDialog } from '@/ui/ImportDialog';
import { useBusBook } from './use-day-trips';

/**
 * The bus imports (SPEC §7 importData: children per stop; importRouteData: routes with stops and times) on the xlsx
 * kit's dialog, and the routes export (getExportRouteData). Imports need the server; the template and the dry run
 * work offline.
 */
export function BusImports({ schoolId, online }: { schoolId: number; online: boolean }) {
  const book = useBusBook();
  const classes = useClasses();
  const mayImport = useCanMutate('busRoute.save');
  const [which, setWhich] = useState<'riders' | 'routes' | null>(null);
  const lookups: SheetLookups = useMemo(
    () => ({
      busRoutes: [...(book?.routes.values() ?? [])].map((r) => ({ value: r.id, label: r.name })),
      busStops: [...(book?.stops.values() ?? [])].filter((s) => !s.disabled).map((s) => ({ value: s.id, label: s.name })),
      classes: (classes ?? []).map((c) => ({ value: c.id, label: c.name })),
    }),
    [book, classes],
  );
  const exportRoutes = async () => {
    try {
      const blob = await exportRouteData(schoolId);
      saveFile(await blob.arrayBuffer(), dayFileName('校车路线及乘车幼儿'));
      notify.success('导出成功');
    } catch {
      // Toasted by the client.
    }
  };
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="light" leftSection={<IconFileImport size={16} />} rightSection={<IconChevronDown size={14} />}>
            路线与乘车名单
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {mayImport && <Menu.Item onClick={() => setWhich('routes')}>导入路线</Menu.Item>}
          {mayImport && <Menu.Item onClick={() => setWhich('riders')}>导入乘车幼儿</Menu.Item>}
          <Menu.Item leftSection={<IconRoute size={14} />} disabled={!online} onClick={() => void exportRoutes()}>
            导出路线及乘车幼儿
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ImportDialog
        opened={which !== null}
        onClose={() => setWhich(null)}
        title={which === 'routes' ? '导入路线' : '导入乘车幼儿'}
        sheet={which === 'routes' ? 'busRoutes' : 'busRiders'}
        lookups={lookups}
        templateName={which === 'routes' ? '路线导入模板.xlsx' : '乘车幼儿导入模板.xlsx'}
        online={online}
        onImport={async (records) => {
          const { count } = await importBusSheet(which ?? 'riders', schoolId, records);
          notify.success(
            which === 'routes'
              ? `成功导入${count}条路线（${Object.values(ROUTE_PERIODS).join('/')}），正在同步到本机`
              : `成功导入${count}名乘车幼儿，正在同步到本机`,
          );
        }}
      />
    </>
  );
}
