import { useState } from 'react';

/**
 * The save of an online dialog: `saving` while it runs (确定 spins). A failure leaves the dialog open for another try;
 * its message is the API client's toast (the server's reason, or that it is unreachable).
 */
export function useSaving() {
  const [saving, setSaving] = useState(false);
  const save = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch {
      // Toasted by the API client.
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
