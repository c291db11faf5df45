import {
  BOOK_CATEGORIES,
  BOOK_REVIEW,
  BOOK_STATES,
  BOOK_TYPES,
  type BookEntryRow,
  type BookFilter,
  bookEntryReviewIssue,
  bookExportTable,
  bookSums,
  matchesBookFilter,
} from '@contract/finance/books';
import { formatFen } from '@contract/finance/fees';
import { Anchor, Badge, Group, Select, Text } from '@mantine/core';
import { postNudge } from '@sync/nudge';
import { useEffect, useMemo, useState } from 'react';
import { dropBookEntry, getBeAuthor } from '@/lib/api/calls/finance-books';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { useCanMutate } from '@/lib/session/can-mutate';
import { useSession } from '@/lib/session/store';
import { useSheetExport } from '@/lib/xlsx/use-sheet-export';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { ANY_DAYS, type DayRange, DayRangeInputs } from '@/ui/fields/DayRangeInputs';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { PageContainer } from '@/ui/PageContainer';
import { RecordTable } from '@/ui/RecordTable';
import { RowActions } from '@/ui/RowActions';
import { usePaging } from '@/ui/use-paging';
import { EntryFormDialog } from './EntryFormDialog';
import { ReviewDialog } from './ReviewDialog';
import { useBookEntries } from './use-book-entries';
import { PictureThumbs } from '@/ui/PictureThumbs';
import { ExportButton } from '@/ui/ExportButton';
import { SumCards } from '@/ui/SumCards';

const STATE_COLORS = { 0: 'orange', 1: 'green', 2: 'red' } as const;
const ALL_CATEGORIES = [...new Set([...BOOK_CATEGORIES[1], ...BOOK_CATEGORIES[2]])];
const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * 记账管理 (/YWGL/CWGL/JZGL): the school's income and expense entries, read from the replica (the finance scope),
 * filtered and summed on the device with the contract's rules (the server's searchWithSumAmount says the same).
 * Entries are drafted offline by authorised bookkeepers; 审核 and 删除 are online calls.
 */
export function BooksPage() {
  const { db, schoolId } = useReplica();
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const all = useBookEntries();
  const [type, setType] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [days, setDays] = useState<DayRange>(ANY_DAYS);
  const { start: startDay, end: endDay } = days;
  const search = useSearchText();
  const filter: BookFilter = useMemo(
    () => ({
      ...(type ? { type: Number(type) } : {}),
      ...(category ? { category } : {}),
      ...(state ? { state: Number(state) } : {}),
      ...(startDay ? { startDay } : {}),
      ...(endDay ? { endDay } : {}),
      ...(search.query ? { keyword: search.query } : {}),
    }),
    [type, category, state, startDay, endDay, search.query],
  );
  const rows = useMemo(() => all?.filter((e) => matchesBookFilter(e, filter)), [all, filter]);
  const sums = useMemo(() => bookSums(rows ?? []), [rows]);
  const paging = usePaging(rows);

  // Only authorised bookkeepers may save (the server refuses others); offline, the device cannot tell: it lets the
  // draft be made and the server says so when it arrives.
  const mayMutate = useCanMutate('bookEntry.save');
  const [author, setAuthor] = useState<boolean | null>(null);
  useEffect(() => {
    if (mayMutate && online) getBeAuthor().then(setAuthor, () => setAuthor(null));
  }, [mayMutate, online]);
  const mayEdit = mayMutate && author !== false;
  const mayReview = useCan(BOOK_REVIEW);
  const me = session?.userId ?? 0;

  const [editing, setEditing] = useState<{ row: BookEntryRow | null } | null>(null);
  const [reviewing, setReviewing] = useState<BookEntryRow | null>(null);
  const { exporting, exportSheet } = useSheetExport();
  const syncNow = () => db && postNudge(db.name, 'wake');

  const remove = async (r: BookEntryRow) => {
    if (!schoolId) return;
    if (!online) return void notify.warning('当前处于离线状态，删除记账需要联网');
    if (!(await confirmAction({ message: `确定删除 ${r.day} ${r.category} ${formatFen(r.amountFen)} 这笔记账吗？`, danger: true }))) return;
    try {
      await dropBookEntry(schoolId, r.id);
      notify.success('删除成功');
      syncNow();
    } catch {
      // The client toasts the server's message.
    }
  };
  const review = (r: BookEntryRow) => {
    const issue = bookEntryReviewIssue(r, me);
    if (issue) return void notify.warning(issue);
    if (!online) return void notify.warning('当前处于离线状态，审核记账需要联网');
    setReviewing(r);
  };
  const exportShown = () => exportSheet(() => (rows?.length ? bookExportTable(rows, sums) : null));

  const columns: Column<BookEntryRow>[] = [
    { key: 'day', title: '日期', width: 110, render: (r) => r.day },
    {
      key: 'type',
      title: '类型',
      width: 70,
      render: (r) => (
        <Text size="sm" c={r.type === 1 ? 'green.7' : 'red.7'}>
          {BOOK_TYPES[r.type]}
        </Text>
      ),
    },
    { key: 'category', title: '类别', width: 100, render: (r) => r.category },
    {
      key: 'amount',
      title: '金额',
      width: 130,
      align: 'right',
      render: (r) => formatFen(r.amountFen),
    },
    { key: 'pictures', title: '凭证', width: 140, render: (r) => <PictureThumbs pictures={r.pictures} label="凭证" /> },
    {
      key: 'remark',
      title: '备注',
      render: (r) => (
        <>
          <Text size="sm">{r.remark || '—'}</Text>
          {r.state === 2 && (
            <Text size="xs" c="red.7">
              驳回原因：{r.rejectReason}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (r) => (
        <Badge variant="light" color={STATE_COLORS[r.state]} title={r.state === 2 ? `驳回原因：${r.rejectReason}` : r.reviewerName}>
          {BOOK_STATES[r.state]}
        </Badge>
      ),
    },
    { key: 'recorder', title: '记账人', width: 90, render: (r) => r.recorderName || '—' },
  ];

  return (
    <PageContainer
      title="记账管理"
      description="金额以元录入，精确到分；记账离线时也可新增和修改，审核和删除需要联网。审核通过后计入收支台账；合计不含已驳回的记账。"
    >
      <SumCards
        mb="md"
        cards={[
          ['收入合计', formatFen(sums.incomeFen), 'green.7'],
          ['支出合计', formatFen(sums.expenseFen), 'red.7'],
          ['结余', formatFen(sums.balanceFen), sums.balanceFen < 0 ? 'red.7' : 'blue.7'],
        ]}
      />
      <RecordTable
        paging={paging}
        columns={columns}
        filters={
          <>
            <Select
              label="类型"
              placeholder="全部"
              w={100}
              clearable
              data={options(BOOK_TYPES)}
              value={type}
              onChange={(v) => {
                setType(v);
                setCategory(null);
                paging.toFirstPage();
              }}
            />
            <Select
              label="类别"
              placeholder="全部"
              w={120}
              clearable
              data={type ? [...BOOK_CATEGORIES[Number(type) as 1 | 2]] : ALL_CATEGORIES}
              value={category}
              onChange={paging.withFirstPage(setCategory)}
            />
            <DayRangeInputs value={days} onChange={paging.withFirstPage(setDays)} />
            <Select
              label="状态"
              placeholder="全部"
              w={110}
              clearable
              data={options(BOOK_STATES)}
              value={state}
              onChange={paging.withFirstPage(setState)}
            />
            <SearchInput
              search={search}
              label="关键字"
              placeholder="备注、类别、记账人"
              aria-label="搜索记账"
              onChange={paging.toFirstPage}
            />
          </>
        }
        toolbar={<ExportButton onClick={() => void exportShown()} loading={exporting} />}
        addLabel="新增记账"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        rowExtra={(r) => (
          <>
            {mayReview && r.state === 0 && r.recorderId !== me && (
              <Anchor component="button" type="button" size="sm" onClick={() => review(r)}>
                审核
              </Anchor>
            )}
            {/* An approved entry is in the ledger: never edited or deleted (the server refuses it too). */}
            {mayEdit && r.state !== 1 && <RowActions onEdit={() => setEditing({ row: r })} onDelete={() => void remove(r)} />}
            {r.state === 1 && (
              <Text size="xs" c="dimmed">
                {r.reviewerName ? `${r.reviewerName}审核` : '已入账'}
              </Text>
            )}
          </>
        )}
      />
      {schoolId && (
        <>
          <EntryFormDialog opened={editing !== null} onClose={() => setEditing(null)} schoolId={schoolId} row={editing?.row ?? null} />
          <ReviewDialog row={reviewing} schoolId={schoolId} onClose={() => setReviewing(null)} onReviewed={syncNow} />
        </>
      )}
      {author === false && (
        <Group mt="xs">
          <Text size="xs" c="dimmed">
            您不是记账授权人员，只能查看记账；如需记账，请联系园长在记账设置中授权。
          </Text>
        </Group>
      )}
    </PageContainer>
  );
}
