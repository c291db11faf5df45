import { Msg } from '@contract';
import { notify } from '@/lib/notify';
import { signOut } from '@/lib/session/sign-out';
import { confirmAction } from '@/ui/confirm';

/** SPEC §2: 请确认是否退出系统? — 确定 logs out (and /login follows), 取消 says 已取消 and changes nothing. */
export async function askLogout(): Promise<void> {
  const confirmed = await confirmAction({ message: Msg.logoutConfirm });
  if (!confirmed) {
    notify.info(Msg.cancelled);
    return;
  }
  signOut();
}
