import { ActionIcon, Loader, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CaptchaChallenge } from './use-captcha-challenge';
import classes from './captcha.module.css';

interface CaptchaPictureProps extends CaptchaChallenge {
  /** Shown over the picture's bottom edge: the verdict of the last check. */
  verdict: { phase: 'success' | 'failure'; text: string } | null;
  /** The piece, or the click marks, drawn over the picture. */
  children?: ReactNode;
  onPictureClick?: (event: React.MouseEvent<HTMLImageElement>) => void;
  busy: boolean;
}

/** The 310 × 155 picture with its refresh button, loading and error states, and the green/red verdict strip. */
export function CaptchaPicture({ challenge, error, loading, reload, verdict, children, onPictureClick, busy }: CaptchaPictureProps) {
  return (
    <div className={classes.panel}>
      {challenge?.originalImageBase64 && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: click-word is a pointing task; the slider below has keys
        <img
          className={`${classes.image} ${onPictureClick ? classes.clickable : ''}`}
          src={`data:image/png;base64,${challenge.originalImageBase64}`}
          alt="验证码图片"
          draggable={false}
          onClick={onPictureClick}
        />
      )}
      {challenge && children}
      {loading && !challenge && (
        <div className={classes.centre}>
          <Loader size="sm" />
        </div>
      )}
      {!loading && error && !challenge && (
        <div className={classes.centre}>
          <Text size="sm" c="red.7">
            {error}
          </Text>
        </div>
      )}
      <Tooltip label="换一张" withArrow>
        <ActionIcon className={classes.refresh} variant="white" color="gray" size="sm" aria-label="换一张" onClick={reload} disabled={busy}>
          <IconRefresh size={15} />
        </ActionIcon>
      </Tooltip>
      <div className={classes.verdict} data-phase={verdict?.phase} role="status">
        {verdict?.text}
      </div>
    </div>
  );
}
