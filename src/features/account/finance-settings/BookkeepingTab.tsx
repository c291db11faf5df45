import { type BookkeepingSettingView, REVIEW_ON } from '@contract/finance/settings';
import { ErrorCode } from '@contract/errors';
import { Button, Group, Loader, MultiSelect, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { getBookkeepingSetting, saveBookkeepingSetting } from '@/lib/api/calls/finance-settings';
import { notify } from '@/lib/notify';

/**
 * 记账设置: whether bills need approval before they are published (reviewOn), and who is authorised to keep the books
 * (none chosen: everyone with the finance rights). Saved on unlocked finance pages only.
 */
export function BookkeepingTab() {
  const [view, setView] = useState<BookkeepingSettingView | null>(null);
  const [reviewOn, setReviewOn] = useState<'0' | '1'>('0');
  const [authors, setAuthors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    getBookkeepingSetting()
      .then((v) => {
        setView(v);
        setReviewOn(String(v.reviewOn) as '0' | '1');
        setAuthors(v.authorIds.map(String));
      })
      .catch(() => undefined);
  }, []);
  if (!view) return <Loader size="sm" />;
  const save = async () => {
    setSaving(true);
    try {
      await saveBookkeepingSetting({ reviewOn: reviewOn === '1' ? 1 : 0, authorIds: authors.map(Number) });
      notify.success('保存成功');
    } catch (e) {
      // The locked answer (403) is not toasted by the client (SPEC §8): say what to do.
      if (isApiError(e) && e.code === ErrorCode.forbidden) notify.warning('请先进入财务管理页面验证财务密码，再保存记账设置');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="md">
      <Radio.Group
        label="账单审核"
        description="开启后，账单须经审核才能发布给家长"
        value={reviewOn}
        onChange={(v) => setReviewOn(v as '0' | '1')}
      >
        <Group mt="xs">
          {Object.entries(REVIEW_ON).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
      <MultiSelect
        label="记账授权人员"
        description="可以记账的教职工；不选则有财务权限的人员均可记账"
        placeholder={authors.length ? '' : '全部财务人员'}
        searchable
        clearable
        nothingFoundMessage="暂无数据"
        data={view.staff.map((s) => ({ value: String(s.userId), label: s.position ? `${s.userName}（${s.position}）` : s.userName }))}
        value={authors}
        onChange={setAuthors}
      />
      <Text size="xs" c="dimmed">
        保存记账设置需先验证财务密码。
      </Text>
      <Group justify="flex-end">
        <Button loading={saving} onClick={() => void save()}>
          保存
        </Button>
      </Group>
    </Stack>
  );
}
