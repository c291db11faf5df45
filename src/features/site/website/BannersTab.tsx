import { shortBannerName, type SiteBannerRow, type SiteType, WEBSITE_LIMITS, WebsiteMsg } from '@contract/site/website';
import { Anchor, Card, Group, Modal, SimpleGrid, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import { BannerDialog } from './BannerDialog';
import { FileImage } from './FileImage';
import classes from './website.module.css';
import { useSiteRows } from './use-site-rows';

/** Tab 1 轮播图管理: a grid of at most five pictures; the add tile shows only while there is room (and the right). */
export function BannersTab({ schoolId, sysType }: { schoolId: number; sysType: SiteType }) {
  const banners = useSiteRows('siteBanners', sysType, false);
  const mutate = useMutate();
  const mayAdd = useCanMutate('siteBanner.create');
  const mayEdit = useCanMutate('siteBanner.update');
  const mayDelete = useCanMutate('siteBanner.delete');
  const [editing, setEditing] = useState<{ row: SiteBannerRow | null } | null>(null);
  const [preview, setPreview] = useState<SiteBannerRow | null>(null);

  const remove = async (b: SiteBannerRow) => {
    if (!(await confirmAction({ message: WebsiteMsg.deleteBanner, danger: true }))) return;
    if (await mutate('siteBanner.delete', { id: b.id, schoolId })) notify.success(WebsiteMsg.done);
  };

  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        最多上传{WEBSITE_LIMITS.banners}张轮播图，建议尺寸 900×400。
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {banners === undefined && ['a', 'b', 'c'].map((k) => <Skeleton key={k} h={172} radius="md" />)}
        {banners?.map((b) => (
          <Card key={b.id} withBorder radius="md" padding={0} data-testid="banner-card">
            <UnstyledButton onClick={() => setPreview(b)} aria-label={`预览 ${b.photoName}`}>
              <FileImage path={b.photoUrl} alt={b.photoName} h={130} fit="cover" />
            </UnstyledButton>
            <Group justify="space-between" px="sm" py={8} wrap="nowrap">
              <Tooltip label={b.photoName} openDelay={300}>
                <Text size="sm" fw={500}>
                  {shortBannerName(b.photoName)}
                </Text>
              </Tooltip>
              <Group gap="sm" wrap="nowrap">
                {mayEdit && (
                  <Anchor component="button" type="button" size="sm" onClick={() => setEditing({ row: b })}>
                    编辑
                  </Anchor>
                )}
                {mayDelete && (
                  <Anchor component="button" type="button" size="sm" c="red" onClick={() => void remove(b)}>
                    删除
                  </Anchor>
                )}
              </Group>
            </Group>
          </Card>
        ))}
        {mayAdd && banners && banners.length < WEBSITE_LIMITS.banners && (
          <UnstyledButton className={classes.addTile} onClick={() => setEditing({ row: null })} aria-label="添加轮播图">
            <IconPlus size={32} stroke={1.5} />
            <Text size="sm">添加轮播图</Text>
          </UnstyledButton>
        )}
      </SimpleGrid>
      <BannerDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        schoolId={schoolId}
        sysType={sysType}
        banner={editing?.row ?? null}
      />
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={preview?.photoName ?? '图片预览'} size={940} centered>
        {preview && <FileImage path={preview.photoUrl} alt={preview.photoName} radius="sm" />}
      </Modal>
    </>
  );
}
