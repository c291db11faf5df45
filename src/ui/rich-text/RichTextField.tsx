import { richTextLength, WEBSITE_LIMITS, WebsiteMsg } from '@contract/site/website';
import { FileButton, Input, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { notify } from '@/lib/notify';
import { uploadEditorImage } from './upload-seam';

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  /** The word limit the count shows (the dynamic's 500 by default). */
  max?: number;
  /** The editing area's accessible name. */
  contentLabel?: string;
}

/**
 * Rich text (a website dynamic, a staff notice, an announcement): a light tiptap editor with a 0/max count of the
 * words (tags and &nbsp; not counted). The server sanitises what it stores; SafeHtml shows it.
 */
export default function RichTextField({ value, onChange, error, max = WEBSITE_LIMITS.dynamicText, contentLabel = '动态内容' }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, Image],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A dialog reopened for another dynamic: show that one's text.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insertImage = async (file: File | null) => {
    if (!file || !editor) return;
    if (file.size > WEBSITE_LIMITS.editorImageBytes) return notify.error(WebsiteMsg.editorImageTooBig);
    try {
      editor
        .chain()
        .focus()
        .setImage({ src: await uploadEditorImage(file) })
        .run();
    } catch (e) {
      notify.error(e instanceof Error ? e.message : '上传失败');
    }
  };

  const count = richTextLength(value);
  return (
    <Input.Wrapper label="内容" withAsterisk error={error}>
      <RichTextEditor editor={editor} mt={4} style={{ minHeight: 220 }}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <FileButton onChange={(f) => void insertImage(f)} accept="image/png,image/jpeg,image/gif,image/webp">
              {(props) => (
                <RichTextEditor.Control {...props} aria-label="插入图片" title="插入图片（不超过3MB）">
                  <IconPhoto size={16} stroke={1.5} />
                </RichTextEditor.Control>
              )}
            </FileButton>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content aria-label={contentLabel} />
      </RichTextEditor>
      <Text size="xs" c={count > max ? 'red' : 'dimmed'} ta="right" mt={4}>
        {count}/{max}
      </Text>
    </Input.Wrapper>
  );
}
