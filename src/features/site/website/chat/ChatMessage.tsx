import { CHAT_CONTENT, type ChatRecordRow, ClassChatMsg, chatCardSchema, splitMediaContent } from '@contract/site/class-chat';
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconWaveSine } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import classes from './chat.module.css';
import { toggleVoice, usePlayingVoice } from './voice-player';

export type Preview = (src: string, media: 'image' | 'video') => void;

/** One record of the transcript: self on the right; text, image, video, voice, a card, or the ended marker. */
export function ChatMessage({ record, self, onPreview }: { record: ChatRecordRow; self: boolean; onPreview: Preview }) {
  if (record.contentType === CHAT_CONTENT.ended) {
    return (
      <div className={classes.ended} data-testid="chat-ended">
        {record.senderName}
        {ClassChatMsg.endedLine} · {formatDateTime(record.createTime)}
      </div>
    );
  }
  return (
    <div className={classes.row} data-self={self || undefined} data-testid="chat-message" data-type={record.contentType}>
      <Avatar src={record.senderImg || null} color={self ? 'blue' : 'teal'} radius="xl" size={36}>
        {avatarText(record.senderName)}
      </Avatar>
      <div className={classes.body}>
        <Text size="xs" c="dimmed">
          {record.senderName} · {formatDateTime(record.createTime)}
        </Text>
        <ChatContent record={record} onPreview={onPreview} />
      </div>
    </div>
  );
}

function ChatContent({ record, onPreview }: { record: ChatRecordRow; onPreview: Preview }) {
  switch (record.contentType) {
    case CHAT_CONTENT.image:
      return (
        <button type="button" className={classes.media} onClick={() => onPreview(record.content, 'image')} aria-label="查看图片">
          <img src={record.content} alt="聊天图片" loading="lazy" />
        </button>
      );
    case CHAT_CONTENT.video: {
      const { url, seconds } = splitMediaContent(record.content);
      return (
        <button type="button" className={classes.media} onClick={() => onPreview(url, 'video')} aria-label="播放视频">
          <video src={url} preload="metadata" muted />
          <span className={classes.playBadge}>
            <IconPlayerPlayFilled size={32} />
          </span>
          {seconds > 0 && <span className={classes.duration}>{formatSeconds(seconds)}</span>}
        </button>
      );
    }
    case CHAT_CONTENT.voice:
      return <VoiceBubble id={record.id} content={record.content} />;
    case CHAT_CONTENT.card:
      return <ChatCardView content={record.content} />;
    default:
      return <div className={classes.bubble}>{record.content}</div>;
  }
}

function VoiceBubble({ id, content }: { id: string; content: string }) {
  const { url, seconds } = splitMediaContent(content);
  const playing = usePlayingVoice() === id;
  return (
    <button
      type="button"
      className={`${classes.bubble} ${classes.voice}`}
      style={{ width: 90 + Math.min(seconds, 60) * 6 }}
      data-playing={playing || undefined}
      aria-label={playing ? '暂停语音' : '播放语音'}
      aria-pressed={playing}
      onClick={() => toggleVoice(id, url)}
    >
      {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
      <IconWaveSine size={18} className={classes.wave} />
      <span>{seconds}″</span>
    </button>
  );
}

/** A structured card (请假申请, 活动报名…); JSON that does not fit shows as text. */
function ChatCardView({ content }: { content: string }) {
  let card: ReturnType<typeof chatCardSchema.safeParse>;
  try {
    card = chatCardSchema.safeParse(JSON.parse(content));
  } catch {
    return <div className={classes.bubble}>{content}</div>;
  }
  if (!card.success) return <div className={classes.bubble}>{content}</div>;
  const { title, fields, status } = card.data;
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} data-testid="chat-card">
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {status && (
          <Badge size="sm" variant="light">
            {status}
          </Badge>
        )}
      </Group>
      <Stack gap={2}>
        {fields.map((f) => (
          <Group key={f.label} gap={8} wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed" w={56} style={{ flexShrink: 0 }}>
              {f.label}
            </Text>
            <Text size="xs">{f.value}</Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
/** 王丽华 → 丽华, 朵朵妈妈 → 朵朵: the part of a name people call each other by. */
const avatarText = (name: string) => ([...name].length >= 4 ? [...name].slice(0, 2) : [...name].slice(-2)).join('');
