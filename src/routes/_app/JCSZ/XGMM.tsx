import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '@/features/account/change-password/ChangePasswordPage';

/** 修改密码: always allowed, whatever the school's permission list (SPEC §6). */
export const Route = createFileRoute('/_app/JCSZ/XGMM')({ component: ChangePasswordPage });
