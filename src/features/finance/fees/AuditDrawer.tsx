import { getFinanceRecords } from '@/lib/api/calls/finance-records';
import { AuditDrawer as Drawer } from '@/ui/AuditDrawer';

/** 变更记录 of a fee item, structure or discount (src/ui/AuditDrawer, read from /park/finance/recordInfo). */
export function AuditDrawer(props: { entity: string; row: { id: string; name: string } | null; onClose: () => void }) {
  return <Drawer {...props} load={getFinanceRecords} />;
}
