import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session/store';
import { ImageListUpload, ImageUpload } from '@/ui/upload';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('@/lib/uploads/upload-file', () => ({ uploadFile }));

const choose = (label: string, files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });
const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('upload components', () => {
  beforeEach(() => {
    uploadFile.mockReset();
    startSession(demoSession);
    // Toasts live in a module-wide store: one test's message must not answer the next one's question.
    act(() => notifications.clean());
  });

  it('refuses a file of the wrong format with 文件格式不正确, uploading nothing', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ImageUpload value={null} onChange={onChange} />);
    choose('选择图片', [new File(['x'], '说明.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('文件格式不正确')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says 文件格式不正确 before cropping a file that is not a picture, with no crop dialog', async () => {
    renderWithProviders(<ImageUpload value={null} onChange={vi.fn()} cropAspect={16 / 9} inputLabel="选择轮播图" />);
    choose('选择轮播图', [new File(['x'], '说明.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('文件格式不正确')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '图片裁剪' })).toBeNull();
  });

  it('refuses an avatar over 2 MB with the SPEC message', async () => {
    renderWithProviders(<ImageUpload value={null} onChange={vi.fn()} kind="avatar" />);
    choose('选择图片', [jpeg('头像.jpg', 2 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('上传头像图片大小不能超过 2MB!')).toBeTruthy();
  });

  it('refuses more files than allowed with the count message', async () => {
    renderWithProviders(<ImageListUpload value={[]} onChange={vi.fn()} max={2} />);
    choose('选择图片', [jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg')]);
    expect(await screen.findByText('已上传0个文件，最多上传2个文件')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('shows progress while uploading, then 上传成功 and the stored picture', async () => {
    let finish: (v: unknown) => void = () => {};
    uploadFile.mockImplementation((_file: Blob, name: string, o: { onProgress(p: number): void }) => {
      o.onProgress(40);
      return new Promise((resolve) => {
        finish = () => {
          o.onProgress(100);
          resolve({
            filePath: 'schools/101/2026-03/a.jpg',
            fileName: name,
            size: 1000,
            name,
            suffic: 'jpg',
            cover: '',
            timeLog: 0,
            percentageNum: 100,
            refId: 'x',
          });
        };
      });
    });
    renderWithProviders(<Form />);
    choose('选择图片', [jpeg('小图.jpg')]);
    expect(await screen.findByText('上传中 40%')).toBeTruthy();
    await act(async () => finish(null));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: '已选图片' }).getAttribute('src')).toBe('/files/schools/101/2026-03/a.jpg'));
  });
});

function Form() {
  const [value, setValue] = useState<string | null>(null);
  return <ImageUpload value={value} onChange={setValue} />;
}
