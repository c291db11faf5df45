import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A QR code drawn on the page (no third-party service sees the link), `size` px square. The encoder (qrcode, ~25 KiB)
 * is loaded when the first code is drawn, so the shell that holds the invitation dialog does not carry it.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => !cancelled && setSrc(url))
      .catch(() => !cancelled && setSrc(null));
    return () => {
      cancelled = true;
    };
  }, [value, size]);
  if (!src) return <Skeleton width={size} height={size} />;
  return <img src={src} width={size} height={size} alt={label} style={{ display: 'block', width: size, height: size }} />;
}
