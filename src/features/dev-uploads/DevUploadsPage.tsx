import { PageContainer } from '@/ui/PageContainer';
import { ComponentGallery } from './ComponentGallery';
import { FileLibrary } from './FileLibrary';

/** /dev-uploads: the school's file library (offline-capable) and the upload components (docs/uploads.md). */
export function DevUploadsPage() {
  return (
    <PageContainer title="文件上传" description="图片压缩在后台线程进行；离线选择的文件保存在本机，联网后自动上传。">
      <FileLibrary />
      <ComponentGallery />
    </PageContainer>
  );
}
