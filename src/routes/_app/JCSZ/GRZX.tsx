import { createFileRoute } from '@tanstack/react-router';
import { PersonalCentrePage } from '@/features/account/personal-centre/PersonalCentrePage';

/** 个人中心: always allowed, hidden for style 3 (the guard sends it to /404 there; SPEC §6). */
export const Route = createFileRoute('/_app/JCSZ/GRZX')({ component: PersonalCentrePage });
