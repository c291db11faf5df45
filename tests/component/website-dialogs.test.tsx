import { richTextLength, shortBannerName, WEBSITE_LIMITS } from '@contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerDialog } from '@/features/site/website/BannerDialog';
import { DynamicDialog } from '@/features/site/website/DynamicDialog';
import { MemberDialog } from '@/features/site/website/MemberDialog';
import { NoticeDialog } from '@/features/site/website/NoticeDialog';
import { renderWithProviders } from './render';

const mutate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => mutate }));
// The tiptap editor needs layout happy-dom lacks; the dialog's rules are what is under test here.
vi.mock('@/ui/rich-text/RichTextField', () => ({
  default: ({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) => (
    <label>
      内容
      <textarea aria-label="动态内容" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      {error && <span>{error}</span>}
    </label>
  ),
}));

// happy-dom has no document.fonts, which Mantine's autosize Textarea listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const base = { opened: true, onClose: () => {}, schoolId: 101, sysType: 3 as const };
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const maxLengthOf = (label: string) => Number(screen.getByLabelText(label, { exact: false }).getAttribute('maxlength'));

describe('website dialogs: every rule of SPEC §5', () => {
  beforeEach(() => {
    mutate.mockReset();
    mutate.mockResolvedValue(true);
  });

  it('banner: name and picture required, name at most 15; saved says 保存成功！', async () => {
    renderWithProviders(<BannerDialog {...base} banner={null} />);
    confirm();
    expect(await screen.findByText('请填写图片名称')).toBeTruthy();
    expect(screen.getByText('请填加图片')).toBeTruthy();
    expect(maxLengthOf('图片名称')).toBe(15);
    expect(mutate).not.toHaveBeenCalled();
    type('图片名称', '亲子运动会');
    fireEvent.click(screen.getByRole('button', { name: '示例图片 banner-1.svg' }));
    confirm();
    expect(await screen.findByText('保存成功！')).toBeTruthy();
    expect(mutate).toHaveBeenCalledWith(
      'siteBanner.create',
      expect.objectContaining({ schoolId: 101, sysType: 3, photoName: '亲子运动会' }),
    );
  });

  it('notice: title and content required, at most 50 and 255; saved says 发布成功！', async () => {
    renderWithProviders(<NoticeDialog {...base} notice={null} />);
    confirm();
    expect(await screen.findByText('请填写公告名称')).toBeTruthy();
    expect(screen.getByText('请填写公告内容')).toBeTruthy();
    expect(maxLengthOf('公告名称')).toBe(50);
    expect(maxLengthOf('公告内容')).toBe(255);
    type('公告名称', '家委会例会');
    type('公告内容', '周三下午召开。');
    confirm();
    expect(await screen.findByText('发布成功！')).toBeTruthy();
  });

  it('notice: a pasted control character is refused with 内容包含无效字符; line breaks in the content are fine', async () => {
    renderWithProviders(<NoticeDialog {...base} notice={null} />);
    type('公告名称', '家委会\u0007例会');
    type('公告内容', '周三下午召开。\n请准时参加。');
    confirm();
    expect(await screen.findByText('内容包含无效字符')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    type('公告名称', '家委会例会');
    confirm();
    expect(await screen.findByText('发布成功！')).toBeTruthy();
    expect(mutate).toHaveBeenCalledWith('siteNotice.create', expect.objectContaining({ content: '周三下午召开。\n请准时参加。' }));
  });

  it('member: name and position required (6, 8); a special character typed clears the field with 请重新输入', async () => {
    renderWithProviders(<MemberDialog {...base} member={null} />);
    confirm();
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(screen.getByText('请输入职务')).toBeTruthy();
    expect(maxLengthOf('姓名')).toBe(6);
    expect(maxLengthOf('职务')).toBe(8);

    const name = screen.getByLabelText('姓名', { exact: false }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '张@' } });
    fireEvent.keyUp(name, { key: '@' });
    expect(await screen.findByText('不能输入特殊字符')).toBeTruthy();
    await waitFor(() => expect(name.value).toBe(''));
    expect(screen.getByText('请重新输入')).toBeTruthy();

    const position = screen.getByLabelText('职务', { exact: false }) as HTMLInputElement;
    fireEvent.change(position, { target: { value: '委员<' } });
    fireEvent.keyUp(position, { key: '<' });
    await waitFor(() => expect(position.value).toBe(''));

    type('姓名', '郑思远');
    type('职务', '家委会主任');
    confirm();
    expect(await screen.findByText('成员新增成功!')).toBeTruthy();
  });

  it('member edit says 成员修改成功!', async () => {
    const member = {
      id: '0190a000-0000-7000-8000-000000000001',
      schoolId: 101,
      sysType: 3,
      name: '郑思远',
      position: '主任',
      createTime: '',
    };
    renderWithProviders(<MemberDialog {...base} member={member} />);
    confirm();
    expect(await screen.findByText('成员修改成功!')).toBeTruthy();
    expect(mutate).toHaveBeenCalledWith('siteMember.update', { id: member.id, schoolId: 101, name: '郑思远', position: '主任' });
  });

  it('dynamic: title (at most 20), content and cover required; over 500 words refused', async () => {
    renderWithProviders(<DynamicDialog {...base} dynamic={null} />);
    confirm();
    expect(await screen.findByText('标题不能为空')).toBeTruthy();
    expect(await screen.findByText('内容不能为空')).toBeTruthy();
    expect(screen.getByText('封面不能为空')).toBeTruthy();
    expect(maxLengthOf('标题')).toBe(20);
    type('标题', '家长开放日');
    fireEvent.change(await screen.findByLabelText('动态内容'), { target: { value: `<p>${'字'.repeat(501)}</p>` } });
    fireEvent.click(screen.getByRole('button', { name: '示例图片 cover-1.svg' }));
    confirm();
    expect(await screen.findByText('最多输入500个字')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    // Tags and non-breaking spaces do not count: 500 words with markup pass.
    fireEvent.change(screen.getByLabelText('动态内容'), {
      target: { value: `<p><strong>${'字'.repeat(250)}</strong>&nbsp;&nbsp;${'字'.repeat(250)}</p>` },
    });
    confirm();
    expect(await screen.findByText('发布成功！')).toBeTruthy();
  });

  it('counts rich text without tags and &nbsp;, and cuts banner captions to 4 characters', () => {
    expect(richTextLength('<p>你好&nbsp;<b>世界</b></p>')).toBe(4);
    expect(WEBSITE_LIMITS.dynamicText).toBe(500);
    expect(shortBannerName('家园携手共育未来')).toBe('家园携手...');
    expect(shortBannerName('运动会')).toBe('运动会');
  });
});
